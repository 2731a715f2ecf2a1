import { useRef, useState } from 'react';
import type { ApiKey } from '@okr/contract';
import { useReturnFocus } from '../lib/panels/useReturnFocus';
import { ApiKeysView } from './ApiKeysView';
import type { IntegrationViewSlots } from './IntegrationView';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';
import { RevokeApiKeyDialog } from './RevokeApiKeyDialog';
import { useApiKeys } from './useApiKeys';

export interface ApiKeysPanelProps {
  onKeyCreated?: (key: ApiKey) => void;
  onKeyRevoked?: (key: ApiKey) => void;
  /** Free plan: the notice's button (the settings page switches to Billing); else a link to `billingHref`. */
  onSeeBilling?: () => void;
  billingHref?: string;
  /** Replace the empty state or the create button and keep the rest. */
  slots?: IntegrationViewSlots;
  className?: string;
}

/** The organization's API keys (Pro and Enterprise): create with a permission grid, the secret once, revoke. */
export function ApiKeysPanel({ onKeyCreated, onKeyRevoked, onSeeBilling, billingHref, slots, className }: ApiKeysPanelProps) {
  const model = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  const focus = useReturnFocus(() => createButton.current);

  return (
    <ApiKeysView
      state={model.state}
      keys={model.keys}
      can={model.can}
      onCreate={() => {
        focus.remember();
        setCreating(true);
      }}
      onRevoke={(key) => {
        focus.remember();
        setRevoking(key);
      }}
      onRetry={model.retry}
      onSeeBilling={onSeeBilling}
      billingHref={billingHref}
      slots={slots}
      createButtonRef={createButton}
      className={className}
    >
      <CreateApiKeyDialog open={creating} onOpenChange={setCreating} onCreated={onKeyCreated} onCloseAutoFocus={focus.onCloseAutoFocus} create={model.create} />
      <RevokeApiKeyDialog
        apiKey={revoking}
        onOpenChange={(open) => !open && setRevoking(null)}
        onRevoked={onKeyRevoked}
        onCloseAutoFocus={focus.onCloseAutoFocus}
        revoke={model.revoke}
      />
    </ApiKeysView>
  );
}
