import { Flex, Text, TextField } from '@radix-ui/themes';
import { useId } from 'react';
import type { ComponentProps } from 'react';
import { cx } from './cx';

export interface FormFieldProps extends ComponentProps<typeof TextField.Root> {
  label: string;
  /** Shown under the input and announced with it; also marks the input invalid. */
  error?: string;
  /** Help text, announced with the input. */
  hint?: string;
}

/**
 * A labelled text input whose hint and error are announced with it (aria-describedby), so every
 * form of every package gets the same accessible markup.
 */
export function FormField({ id, label, error, hint, className, ...input }: FormFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = cx(error ? errorId : null, hint ? hintId : null) || undefined;
  return (
    <Flex direction="column" gap="1" className={cx('okr-field', className)}>
      <Text as="label" htmlFor={inputId} size="2" weight="medium">
        {label}
      </Text>
      <TextField.Root id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint ? (
        <Text id={hintId} size="1" color="gray">
          {hint}
        </Text>
      ) : null}
      {error ? (
        <Text id={errorId} size="1" color="red">
          {error}
        </Text>
      ) : null}
    </Flex>
  );
}
