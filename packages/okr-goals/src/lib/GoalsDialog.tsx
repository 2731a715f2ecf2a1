import { Dialog, Flex, IconButton, VisuallyHidden } from '@radix-ui/themes';
import { useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useGoalsT } from './useGoalsT';
import { cx, OKR_ROOT_CLASS } from '@okr/core';

export interface GoalsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  maxWidth?: string;
  className?: string;
  dataState?: string;
}

/**
 * A modal dialog (Radix: focus trapped, Escape closes, title and description named). It has no
 * Radix trigger (screens open it from a button, a link or the address), so it remembers what had
 * focus when it opened and gives focus back to it on close, while that is still on the page.
 */
export function GoalsDialog({ open, onOpenChange, title, description, children, maxWidth = '640px', className, dataState }: GoalsDialogProps) {
  const t = useGoalsT();
  const opener = useRef<HTMLElement | null>(null);
  // Before the content mounts (Radix portals it a render later) and moves focus inside.
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  const returnFocus = (event: Event) => {
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        maxWidth={maxWidth}
        className={cx(OKR_ROOT_CLASS, 'okr-goals-dialog', className)}
        data-state-view={dataState}
        onCloseAutoFocus={returnFocus}
      >
        <Flex justify="between" align="start" gap="3">
          <Dialog.Title mb={description ? '1' : '3'}>{title}</Dialog.Title>
          <Dialog.Close>
            <IconButton variant="ghost" color="gray" aria-label={t('goals.common.close')}>
              <svg width="15" height="15" viewBox="0 0 15 15" aria-hidden="true">
                <path d="M4 4l7 7M11 4l-7 7" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
              </svg>
            </IconButton>
          </Dialog.Close>
        </Flex>
        {description ? (
          <Dialog.Description size="2" color="gray" mb="3">
            {description}
          </Dialog.Description>
        ) : (
          <VisuallyHidden>
            <Dialog.Description>{title}</Dialog.Description>
          </VisuallyHidden>
        )}
        {children}
      </Dialog.Content>
    </Dialog.Root>
  );
}
