import { Badge, Box, Button, Flex, Heading, IconButton, Table, Text, Tooltip } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { permissionDomains } from '@okr/contract';
import type { ApiKey } from '@okr/contract';
import { EmptyState, useApiClient, useLocale, useSessionStore, useTranslation } from '@okr/core';
import { PlusIcon, TrashIcon } from '../lib/panels/icons';
import { PanelMessage } from '../lib/panels/PanelMessage';
import { panelStateOf } from '../lib/panels/panelState';
import { useReturnFocus } from '../lib/panels/useReturnFocus';
import { apiKeysCatalogs } from '../lib/catalogs/apiKeysCatalogs';
import { apiKeysQuery, apiKeyStatus } from './api';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';
import { PlanNotice } from './PlanNotice';
import { RevokeApiKeyDialog } from './RevokeApiKeyDialog';

export interface ApiKeysPanelProps {
  onKeyCreated?: (key: ApiKey) => void;
  onKeyRevoked?: (key: ApiKey) => void;
  /** Free plan: the notice's button (the settings page switches to Billing); else a link to `billingHref`. */
  onSeeBilling?: () => void;
  billingHref?: string;
  className?: string;
}

const statusColor = { active: 'green', expired: 'orange', revoked: 'gray' } as const;

/** "Read objectives, key_results…" or "Read and write everything": a key's flags in a few words. */
function useScopeOf() {
  const t = useTranslation(apiKeysCatalogs);
  return (key: ApiKey) => {
    const writes = permissionDomains.filter((d) => key.permissions[d].canCreate || key.permissions[d].canUpdate || key.permissions[d].canDelete);
    const reads = permissionDomains.filter((d) => key.permissions[d].canRead);
    if (writes.length === 0 && reads.length === 0) return t('apiKeys.scope.none');
    if (writes.length === 0) return t('apiKeys.scope.readOnly', { count: reads.length });
    return t('apiKeys.scope.readWrite', { reads: reads.length, writes: writes.length });
  };
}

/** The organization's API keys (Pro and Enterprise): create with a permission grid, the secret once, revoke. */
export function ApiKeysPanel({ onKeyCreated, onKeyRevoked, onSeeBilling, billingHref, className }: ApiKeysPanelProps) {
  const t = useTranslation(apiKeysCatalogs);
  const locale = useLocale();
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
  const formatDate = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }), [locale]);
  const scopeOf = useScopeOf();
  const date = (value: string | null, none: string) => (value ? formatDate.format(new Date(value)) : none);

  return (
    <Flex direction="column" gap="4" className={['okr-api-keys', className].filter(Boolean).join(' ')} data-state={state}>
      <Flex justify="between" align="start" gap="3" wrap="wrap">
        <Box style={{ maxWidth: '60ch' }}>
          <Heading as="h2" size="4">
            {t('apiKeys.title')}
          </Heading>
          <Text as="p" size="2" color="gray">
            {t('apiKeys.subtitle')}
          </Text>
        </Box>
        {state === 'ready' || state === 'empty' ? (
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
        ) : null}
      </Flex>

      {state === 'locked' ? (
        <PlanNotice onSeeBilling={onSeeBilling} billingHref={billingHref} />
      ) : query.data === undefined ? (
        <PanelMessage
          state={state as 'loading' | 'error' | 'forbidden' | 'signed-out'}
          loading={t('apiKeys.loading')}
          error={t('apiKeys.loadError')}
          forbidden={t('apiKeys.forbidden')}
          signedOut={t('apiKeys.signedOut')}
          retryLabel={t('common.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <EmptyState title={t('apiKeys.empty.title')} description={t('apiKeys.empty.body')} />
      ) : (
        <Box style={{ overflowX: 'auto' }}>
          <Table.Root variant="surface" size="2" className="okr-api-keys-table">
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
              {query.data.map((key) => {
                const status = apiKeyStatus(key);
                return (
                  <Table.Row key={key.id} align="center" data-key-id={key.id} data-status={status}>
                    <Table.RowHeaderCell>
                      <Flex direction="column">
                        <Text weight="medium">{key.name}</Text>
                        <Text size="1" color="gray" style={{ fontFamily: 'var(--code-font-family)' }}>
                          {t('apiKeys.prefix', { prefix: key.prefix })}
                        </Text>
                      </Flex>
                    </Table.RowHeaderCell>
                    <Table.Cell>
                      <Text size="2">{scopeOf(key)}</Text>
                    </Table.Cell>
                    <Table.Cell>
                      <Badge variant="soft" color={statusColor[status]} highContrast>
                        {t(`apiKeys.status.${status}`)}
                      </Badge>
                      {status === 'active' && key.expiresAt ? (
                        <Text as="div" size="1" color="gray">
                          {t('apiKeys.expires', { date: date(key.expiresAt, '') })}
                        </Text>
                      ) : null}
                    </Table.Cell>
                    <Table.Cell>
                      <Text size="2" style={{ whiteSpace: 'nowrap' }}>{date(key.lastUsedAt, t('apiKeys.neverUsed'))}</Text>
                    </Table.Cell>
                    <Table.Cell>
                      <Text size="2" style={{ whiteSpace: 'nowrap' }}>{date(key.createdAt, '')}</Text>
                      <Text as="div" size="1" color="gray">
                        {t('apiKeys.createdBy', { name: key.createdBy.fullName })}
                      </Text>
                    </Table.Cell>
                    <Table.Cell justify="end">
                      {status === 'revoked' ? null : (
                        <Tooltip content={t('apiKeys.revoke.label', { name: key.name })}>
                          <IconButton
                            variant="ghost"
                            color="red"
                            aria-label={t('apiKeys.revoke.label', { name: key.name })}
                            onClick={() => {
                              focus.remember();
                              setRevoking(key);
                            }}
                          >
                            <TrashIcon />
                          </IconButton>
                        </Tooltip>
                      )}
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
      )}

      <CreateApiKeyDialog open={creating} onOpenChange={setCreating} onCreated={onKeyCreated} onCloseAutoFocus={focus.onCloseAutoFocus} />
      <RevokeApiKeyDialog
        apiKey={revoking}
        onOpenChange={(open) => !open && setRevoking(null)}
        onRevoked={onKeyRevoked}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      />
    </Flex>
  );
}
