import type { ApiKey } from '@okr/contract';
import { useTranslation } from '@okr/core';
import { apiKeysCatalogs } from '../lib/catalogs/apiKeysCatalogs';
import { ApiKeyRow } from './ApiKeyRow';
import type { ApiKeysCan } from './apiKeysCanOf';
import { integrationPanelTexts } from './IntegrationPanel';
import { IntegrationView } from './IntegrationView';
import type { IntegrationViewBaseProps } from './IntegrationView';

export interface ApiKeysViewProps extends IntegrationViewBaseProps {
  keys: ApiKey[];
  can: ApiKeysCan;
  onRevoke: (key: ApiKey) => void;
}

const columns = ['name', 'access', 'status', 'lastUsed', 'created', 'actions'] as const;

/** The organization's API keys over plain data: the keys table, its states, and slots for its parts. */
export function ApiKeysView({ keys, can, onRevoke, ...frame }: ApiKeysViewProps) {
  const t = useTranslation(apiKeysCatalogs);
  return (
    <IntegrationView
      {...frame}
      rootClass="okr-api-keys"
      tableClass="okr-api-keys-table"
      texts={integrationPanelTexts(t, 'apiKeys')}
      items={keys}
      canCreate={can.create}
      createLabel={t('apiKeys.create.open')}
      columns={columns.map((column) => t(`apiKeys.column.${column}`))}
      row={(key) => <ApiKeyRow key={key.id} apiKey={key} canRevoke={can.revoke(key)} onRevoke={() => onRevoke(key)} />}
    />
  );
}
