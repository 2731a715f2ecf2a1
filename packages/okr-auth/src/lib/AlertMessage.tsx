import { Callout } from '@radix-ui/themes';

/** A sign-in step's failure, read out as it appears; nothing when there is none. */
export function AlertMessage({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Text>{message}</Callout.Text>
    </Callout.Root>
  );
}
