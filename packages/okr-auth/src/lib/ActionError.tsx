import { Callout } from '@radix-ui/themes';
import { getErrorMessage } from '@okr/core';

export interface ActionErrorProps {
  error: unknown;
  /** The screen's words when the answer carries none of its own (a network or server fault). */
  fallback: string;
}

/** The failure of an account action, in the server's words or the screen's default (spec §8). */
export function ActionError({ error, fallback }: ActionErrorProps) {
  if (!error) return null;
  return (
    <Callout.Root color="red" role="alert" size="1">
      <Callout.Text>{getErrorMessage(error, fallback)}</Callout.Text>
    </Callout.Root>
  );
}
