import { IconButton, Tooltip, VisuallyHidden } from '@radix-ui/themes';
import { useId } from 'react';
import type { ReactNode } from 'react';

export interface RoleRowActionProps {
  label: string;
  /** Set when the action is not allowed: the button stays focusable, says so and does nothing. */
  disabledReason: string | null;
  color?: 'red';
  onClick: () => void;
  children: ReactNode;
}

/** A roles table row's edit or delete button. */
export function RoleRowAction({ label, disabledReason, color, onClick, children }: RoleRowActionProps) {
  const reasonId = useId();
  if (disabledReason === null) {
    return (
      <IconButton variant="ghost" color={color ?? 'gray'} aria-label={label} onClick={onClick}>
        {children}
      </IconButton>
    );
  }
  return (
    <>
      <Tooltip content={disabledReason}>
        <IconButton
          variant="ghost"
          color="gray"
          aria-label={label}
          aria-disabled="true"
          aria-describedby={reasonId}
          data-disabled=""
          className="okr-action-disabled"
        >
          {children}
        </IconButton>
      </Tooltip>
      <VisuallyHidden id={reasonId}>{disabledReason}</VisuallyHidden>
    </>
  );
}
