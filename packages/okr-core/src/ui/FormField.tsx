import { Flex, Text, TextField } from '@radix-ui/themes';
import type { ComponentProps } from 'react';

export interface FormFieldProps extends Omit<ComponentProps<typeof TextField.Root>, 'id'> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled text input whose error and hint are announced with it. */
export function FormField({ id, label, error, hint, ...input }: FormFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Flex direction="column" gap="1" className="okr-field">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      <TextField.Root id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
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
