import { Flex, Text, TextArea } from '@radix-ui/themes';
import { useId } from 'react';

export interface TextAreaFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  error?: string;
  rows?: number;
}

/** A labelled text area with its error announced, like FormField. */
export function TextAreaField({ label, value, onChange, placeholder, error, rows = 3 }: TextAreaFieldProps) {
  const id = useId();
  return (
    <Flex direction="column" gap="1" className="okr-field">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      <TextArea
        id={id}
        rows={rows}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <Text id={`${id}-error`} size="1" color="red">
          {error}
        </Text>
      ) : null}
    </Flex>
  );
}
