import { Callout, Flex, Spinner, Text } from '@radix-ui/themes';
import { ErrorState } from '@okr/core';
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

/** What a settings panel shows before it has data: loading, a load error with a retry, a refusal, no session. */
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
      return (
        <Callout.Root color="amber" highContrast role="alert" className="okr-panel-forbidden">
          <Callout.Text>{forbidden}</Callout.Text>
        </Callout.Root>
      );
    case 'signed-out':
      return (
        <Text as="p" size="2" color="gray" className="okr-panel-signed-out">
          {signedOut}
        </Text>
      );
  }
}
