import { Button, Tooltip, VisuallyHidden } from '@radix-ui/themes';
import type { ButtonProps } from '@radix-ui/themes';
import type { PermissionAction, PermissionDomain } from '@okr/contract';
import { cx, OKR_ROOT_CLASS, useCan } from '@okr/core';
import { forwardRef } from 'react';
import { useGoalsT } from './useGoalsT';

export interface GuardedButtonProps extends ButtonProps {
  domain: PermissionDomain;
  action: PermissionAction;
  /** `hide` leaves nothing; `disable` (default) keeps the button with the reason in a tooltip. */
  whenDenied?: 'hide' | 'disable';
  /** The answer when a hook already gave it (a view's `can`); by default the caller's flags (`useCan`). */
  allowed?: boolean;
}

/**
 * A button the caller's effective flags decide on (`useCan`): without the flag it is hidden or
 * disabled, and a disabled one says why ("Your role cannot create objectives").
 */
export const GuardedButton = /* @__PURE__ */ forwardRef<HTMLButtonElement, GuardedButtonProps>(function GuardedButton(
  { domain, action, whenDenied = 'disable', allowed: given, children, ...props },
  ref,
) {
  const t = useGoalsT();
  const can = useCan();
  const allowed = given ?? can(domain, action);
  if (allowed) {
    return (
      <Button ref={ref} {...props}>
        {children}
      </Button>
    );
  }
  if (whenDenied === 'hide') return null;
  const reason = t('goals.permission.denied', { action: t(`goals.permission.action.${action}`), domain: t(`goals.permission.domain.${domain}`) });
  // aria-disabled keeps it focusable, so keyboard users reach it and hear the reason.
  return (
    <Tooltip content={reason} className={OKR_ROOT_CLASS}>
      <Button
        ref={ref}
        {...props}
        color="gray"
        variant="soft"
        aria-disabled="true"
        className={cx('okr-denied', props.className)}
        onClick={(event) => event.preventDefault()}
      >
        {children}
        {' '}
        <VisuallyHidden>{`(${reason})`}</VisuallyHidden>
      </Button>
    </Tooltip>
  );
});
