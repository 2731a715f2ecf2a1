import { Callout, Flex, Spinner, Text } from '@radix-ui/themes';
import { ErrorState } from './ErrorState';
import type { PanelState } from './panelState';

export interface PanelMessageProps {
  state: Exclude<PanelState, 'ready' | 'empty'>;
  loading: string;
  error: string;
  forbidden: string;
  signedOut: string;
  retryLabel: string;
  onRetry: () => void;
}

/** What a panel or list shows before it has data: loading, a load error with a retry, a refusal, no session. */
export function PanelMessage({ state, loading, error, forbidden, signedOut, retryLabel, onRetry }: PanelMessageProps) {
  switch (state) {
    case 'loading':
      return (
        <Flex role="status" align="center" gap="2" p="4" className="okr-panel-loading">
          <Spinner aria-hidden="true" />
          <Text size="2" color="gray">
            {loading}
          </Text>
        </Flex>
      );
    case 'error':
      return <ErrorState message={error} onRetry={onRetry} retryLabel={retryLabel} />;
    case 'forbidden':
    case 'signed-out':
      return <PanelRefusal state={state} forbidden={forbidden} signedOut={signedOut} />;
  }
}

export interface PanelRefusalProps {
  state: PanelState;
  /** The server refuses the caller (403). */
  forbidden: string;
  /** There is no session (401). */
  signedOut: string;
}

/**
 * The two states no retry can change: the server refuses the caller (403), or there is no session
 * (401); nothing in any other state. Lists that draw their own skeleton and error use it for these two.
 */
export function PanelRefusal({ state, forbidden, signedOut }: PanelRefusalProps) {
  if (state === 'forbidden') {
    return (
      <Callout.Root color="amber" highContrast role="alert" className="okr-panel-forbidden">
        <Callout.Text>{forbidden}</Callout.Text>
      </Callout.Root>
    );
  }
  if (state === 'signed-out') {
    return (
      <Text as="p" size="2" color="gray" className="okr-panel-signed-out">
        {signedOut}
      </Text>
    );
  }
  return null;
}
