import { Flex, Select, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { OKR_ROOT_CLASS } from '../lib/rootClass';

const NONE = '__none__';

export interface SelectFieldProps {
  label: string;
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  options: readonly { value: string; label: string }[];
  /** Offer "None" (value null); otherwise a value is required. */
  noneLabel?: string;
  error?: string;
  hint?: string;
  disabled?: boolean;
}

/** A labelled select (Radix) with its error and hint announced, like FormField. */
export function SelectField({ label, value, onChange, options, noneLabel, error, hint, disabled }: SelectFieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <Flex direction="column" gap="1" className="okr-field">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      <Select.Root
        value={value ?? (noneLabel ? NONE : undefined)}
        onValueChange={(next) => onChange(next === NONE ? null : next)}
        disabled={disabled}
      >
        <Select.Trigger id={id} aria-label={label} aria-describedby={describedBy} aria-invalid={error ? true : undefined} />
        <Select.Content position="popper" className={OKR_ROOT_CLASS}>
          {noneLabel ? <Select.Item value={NONE}>{noneLabel}</Select.Item> : null}
          {options.map((option) => (
            <Select.Item key={option.value} value={option.value}>
              {option.label}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
      {hint ? (
        <Text id={`${id}-hint`} size="1" color="gray">
          {hint}
        </Text>
      ) : null}
      {error ? (
        <Text id={`${id}-error`} size="1" color="red">
          {error}
        </Text>
      ) : null}
    </Flex>
  );
}
