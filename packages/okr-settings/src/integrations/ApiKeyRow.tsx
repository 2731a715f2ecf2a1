import { Badge, Flex, IconButton, Table, Text, Tooltip } from '@radix-ui/themes';
import { useMemo } from 'react';
import { permissionDomains } from '@okr/contract';
import type { ApiKey } from '@okr/contract';
import { useLocale, useTranslation } from '@okr/core';
import { TrashIcon } from '../lib/panels/icons';
import { apiKeysCatalogs } from '../lib/catalogs/apiKeysCatalogs';
import { apiKeyStatus } from './api';

export interface ApiKeyRowProps {
  apiKey: ApiKey;
  /** The caller may revoke it (`can.revoke(key)`: never once revoked). */
  canRevoke: boolean;
  /** Asks to revoke it (the panel confirms). */
  onRevoke: () => void;
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

/** One API key in the panel's table: name and prefix, access, status and expiry, use, creation, revoke. */
export function ApiKeyRow({ apiKey: key, canRevoke, onRevoke }: ApiKeyRowProps) {
  const t = useTranslation(apiKeysCatalogs);
  const locale = useLocale();
  const formatDate = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }), [locale]);
  const scopeOf = useScopeOf();
  const date = (value: string | null, none: string) => (value ? formatDate.format(new Date(value)) : none);
  const status = apiKeyStatus(key);
  return (
    <Table.Row align="center" data-key-id={key.id} data-status={status}>
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
        {canRevoke ? (
          <Tooltip content={t('apiKeys.revoke.label', { name: key.name })}>
            <IconButton
              variant="ghost"
              color="red"
              aria-label={t('apiKeys.revoke.label', { name: key.name })}
              onClick={onRevoke}
            >
              <TrashIcon />
            </IconButton>
          </Tooltip>
        ) : null}
      </Table.Cell>
    </Table.Row>
  );
}
