import { Button, Callout, Flex } from '@radix-ui/themes';
import type { PermissionAction, PermissionDomain } from '@okr/contract';
import { SkeletonRows, useCan, useSessionStore } from '@okr/core';
import type { ReactNode } from 'react';
import { GoalsDialog } from './GoalsDialog';
import { useCallerFlags } from './useCallerFlags';
import { useGoalsT } from './useGoalsT';

/** `pending` until the caller's effective flags (`/auth/me`) are known. */
export type PermissionState = 'pending' | 'allowed' | 'denied';

/** Whether the caller may do `action` on `domain`, decided by `useCan()` once the flags are in. */
export function usePermission(domain: PermissionDomain, action: PermissionAction): PermissionState {
  useCallerFlags();
  const permissions = useSessionStore((state) => state.permissions);
  const can = useCan();
  if (!permissions) return 'pending';
  return can(domain, action) ? 'allowed' : 'denied';
}

export interface ForbiddenDialogProps {
  /** The title of the dialog the address asked for ("New objective"), so the person knows where they are. */
  title: string;
  /** What the role may and may not do here. */
  message: string;
  backLabel: string;
  onBack: () => void;
  /** The flags are still loading: the dialog shows its skeleton, never the form. */
  pending?: boolean;
}

/** A create or edit address opened by a role that may only read: says so, and leads back. */
export function ForbiddenDialog({ title, message, backLabel, onBack, pending = false }: ForbiddenDialogProps) {
  const t = useGoalsT();
  return (
    <GoalsDialog open onOpenChange={(open) => !open && onBack()} title={title} maxWidth="520px" className="okr-forbidden-dialog">
      {pending ? (
        <SkeletonRows rows={2} />
      ) : (
        <Flex direction="column" gap="4" data-state="forbidden">
          <Callout.Root color="gray" variant="surface" className="okr-forbidden">
            <Callout.Icon>
              <svg width="16" height="16" viewBox="0 0 15 15" aria-hidden="true">
                <rect x="3" y="6.5" width="9" height="6.5" rx="1.2" fill="none" stroke="currentColor" strokeWidth="1.3" />
                <path d="M5 6.5V4.8a2.5 2.5 0 0 1 5 0v1.7" fill="none" stroke="currentColor" strokeWidth="1.3" />
              </svg>
            </Callout.Icon>
            <Flex direction="column" gap="1">
              <Callout.Text weight="bold">{t('goals.forbidden.title')}</Callout.Text>
              <Callout.Text>{message}</Callout.Text>
              <Callout.Text color="gray" size="1">
                {t('goals.forbidden.hint')}
              </Callout.Text>
            </Flex>
          </Callout.Root>
          <Flex justify="end">
            <Button onClick={onBack}>{backLabel}</Button>
          </Flex>
        </Flex>
      )}
    </GoalsDialog>
  );
}

export interface RequirePermissionProps extends Omit<ForbiddenDialogProps, 'pending'> {
  domain: PermissionDomain;
  action: PermissionAction;
  children: ReactNode;
}

/** Renders `children` (a create or edit dialog) only for a caller with the flag; else the read-only dialog. */
export function RequirePermission({ domain, action, children, ...dialog }: RequirePermissionProps) {
  const state = usePermission(domain, action);
  if (state === 'allowed') return <>{children}</>;
  return <ForbiddenDialog {...dialog} pending={state === 'pending'} />;
}
