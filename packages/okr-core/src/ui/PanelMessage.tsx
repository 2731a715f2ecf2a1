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
      return <PanelRefusal state={state} message={forbidden} />;
    case 'signed-out':
      return <PanelRefusal state={state} message={signedOut} />;
  }
}

export interface PanelRefusalProps {
  state: 'forbidden' | 'signed-out';
  message: string;
}

/**
 * The two states no retry can change: the server refuses the caller (403), or there is no session
 * (401). Lists that draw their own loading and error use this for the other two.
 */
export function PanelRefusal({ state, message }: PanelRefusalProps) {
  if (state === 'forbidden') {
    return (
      <Callout.Root color="amber" highContrast role="alert" className="okr-panel-forbidden">
        <Callout.Text>{message}</Callout.Text>
      </Callout.Root>
    );
  }
  return (
    <Text as="p" size="2" color="gray" className="okr-panel-signed-out">
      {message}
    </Text>
  );
}
