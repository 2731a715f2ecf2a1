import { Dialog, Flex, IconButton, VisuallyHidden } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useGoalsT } from './useGoalsT';
import { OKR_ROOT_CLASS } from '@okr/core';

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

/** A modal dialog (Radix: focus trapped, Escape closes, title and description named). */
export function GoalsDialog({ open, onOpenChange, title, description, children, maxWidth = '640px', className, dataState }: GoalsDialogProps) {
  const t = useGoalsT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth={maxWidth} className={[OKR_ROOT_CLASS, 'okr-goals-dialog', className].filter(Boolean).join(' ')} data-state-view={dataState}>
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
