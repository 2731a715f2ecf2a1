import type { CSSProperties } from 'react';

export interface MatrixSwitchProps {
  checked: boolean;
  disabled: boolean;
  label: string;
  describedBy?: string;
  style?: CSSProperties;
  onChange: (checked: boolean) => void;
}

/**
 * The matrix's switch: the markup and classes of Radix Themes' `<Switch size="1">` (so it looks and
 * behaves the same: a button with role switch, Space and Enter toggle it), without the hidden form
 * input and size observer Radix adds to each one. The matrix has 24 of them per role; with 100
 * roles that difference is most of its render time.
 */
export function MatrixSwitch({ checked, disabled, label, describedBy, style, onChange }: MatrixSwitchProps) {
  const state = checked ? 'checked' : 'unchecked';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-describedby={describedBy}
      data-state={state}
      // No data-disabled: Radix greys a disabled switch whatever its state, and a locked Admin
      // row must still read as on or off (the caller dims it instead).
      disabled={disabled}
      style={style}
      className="rt-reset rt-SwitchRoot rt-r-size-1 rt-variant-surface"
      onClick={() => onChange(!checked)}
    >
      <span data-state={state} className="rt-SwitchThumb" />
    </button>
  );
}
