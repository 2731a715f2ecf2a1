import { TextField } from '@radix-ui/themes';

export interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** The search box of an admin list (the list searches on the server as the user types). */
export function SearchField({ label, value, onChange }: SearchFieldProps) {
  return (
    <TextField.Root
      type="search"
      aria-label={label}
      placeholder={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      style={{ maxWidth: 420, width: '100%' }}
    />
  );
}
