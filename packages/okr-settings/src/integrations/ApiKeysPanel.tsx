import { Button, Table } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { ApiKey } from '@okr/contract';
import { ScrollTable, useApiClient, useSessionStore, useTranslation } from '@okr/core';
import { PlusIcon } from '../lib/panels/icons';
import { panelStateOf } from '../lib/panels/panelState';
import { useReturnFocus } from '../lib/panels/useReturnFocus';
import { apiKeysCatalogs } from '../lib/catalogs/apiKeysCatalogs';
import { apiKeysQuery } from './api';
import { ApiKeyRow } from './ApiKeyRow';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';
import { IntegrationPanel, integrationPanelTexts } from './IntegrationPanel';
import { RevokeApiKeyDialog } from './RevokeApiKeyDialog';

export interface ApiKeysPanelProps {
  onKeyCreated?: (key: ApiKey) => void;
  onKeyRevoked?: (key: ApiKey) => void;
  /** Free plan: the notice's button (the settings page switches to Billing); else a link to `billingHref`. */
  onSeeBilling?: () => void;
  billingHref?: string;
  className?: string;
}

/** The organization's API keys (Pro and Enterprise): create with a permission grid, the secret once, revoke. */
export function ApiKeysPanel({ onKeyCreated, onKeyRevoked, onSeeBilling, billingHref, className }: ApiKeysPanelProps) {
  const t = useTranslation(apiKeysCatalogs);
  const api = useApiClient();
  const organization = useSessionStore((s) => s.organization);
  const orgId = organization?.id ?? null;
  const query = useQuery(apiKeysQuery(api, orgId));
  const free = organization?.plan === 'Free';
  const state = free ? 'locked' : panelStateOf({ hasData: query.data !== undefined, isEmpty: query.data?.length === 0, error: query.error });
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  const focus = useReturnFocus(() => createButton.current);

  return (
    <IntegrationPanel
      rootClass="okr-api-keys"
      className={className}
      state={state}
      texts={integrationPanelTexts(t, 'apiKeys')}
      items={query.data}
      onRetry={() => void query.refetch()}
      onSeeBilling={onSeeBilling}
      billingHref={billingHref}
      action={
        <Button
          ref={createButton}
          onClick={() => {
            focus.remember();
            setCreating(true);
          }}
        >
          <PlusIcon />
          {t('apiKeys.create.open')}
        </Button>
      }
      list={(keys) => (
        <ScrollTable variant="surface" size="2" className="okr-api-keys-table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t('apiKeys.column.name')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('apiKeys.column.access')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('apiKeys.column.status')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('apiKeys.column.lastUsed')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('apiKeys.column.created')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell align="right">{t('apiKeys.column.actions')}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {keys.map((key) => (
              <ApiKeyRow
                key={key.id}
                apiKey={key}
                onRevoke={() => {
                  focus.remember();
                  setRevoking(key);
                }}
              />
            ))}
          </Table.Body>
        </ScrollTable>
      )}
    >
      <CreateApiKeyDialog open={creating} onOpenChange={setCreating} onCreated={onKeyCreated} onCloseAutoFocus={focus.onCloseAutoFocus} />
      <RevokeApiKeyDialog
        apiKey={revoking}
        onOpenChange={(open) => !open && setRevoking(null)}
        onRevoked={onKeyRevoked}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      />
    </IntegrationPanel>
  );
}
