import { Badge, Button, Table, Text } from '@radix-ui/themes';
import { useMemo } from 'react';
import type { ScimToken } from '@okr/contract';
import { ScrollTable, useLocale, useTranslation } from '@okr/core';
import { directoryCatalogs } from '../lib/catalogs/directoryCatalogs';

export interface ScimTokensTableProps {
  tokens: ScimToken[];
  /** Asks to revoke a token (the panel confirms); not offered once revoked. */
  onRevoke: (token: ScimToken) => void;
}

/** The organization's SCIM tokens: prefix, status, last use, creation, revoke. */
export function ScimTokensTable({ tokens, onRevoke }: ScimTokensTableProps) {
  const t = useTranslation(directoryCatalogs);
  const locale = useLocale();
  const format = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }), [locale]);
  const date = (value: string | null) => (value ? format.format(new Date(value)) : t('directory.tokens.neverUsed'));
  if (tokens.length === 0) {
    return (
      <Text as="p" size="2" color="gray">
        {t('directory.tokens.none')}
      </Text>
    );
  }
  return (
    <ScrollTable variant="surface" size="1" className="okr-scim-tokens">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>{t('directory.tokens.column.prefix')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('directory.tokens.column.status')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('directory.tokens.column.lastUsed')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('directory.tokens.column.created')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell align="right">{t('common.actions')}</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {tokens.map((token) => {
          const revoked = token.revokedAt !== null;
          return (
            <Table.Row key={token.id} align="center" data-token-id={token.id} data-status={revoked ? 'revoked' : 'active'}>
              <Table.RowHeaderCell>
                <Text style={{ fontFamily: 'var(--code-font-family)' }}>{token.prefix}…</Text>
              </Table.RowHeaderCell>
              <Table.Cell>
                <Badge variant="soft" color={revoked ? 'gray' : 'green'} highContrast>
                  {revoked ? t('directory.tokens.status.revoked') : t('directory.tokens.status.active')}
                </Badge>
              </Table.Cell>
              {/* A date on one line: at a phone's width the table scrolls rather than stacking "Nov / 29, / 2026". */}
              <Table.Cell style={{ whiteSpace: 'nowrap' }}>{date(token.lastUsedAt)}</Table.Cell>
              <Table.Cell style={{ whiteSpace: 'nowrap' }}>{date(token.createdAt)}</Table.Cell>
              <Table.Cell align="right">
                {revoked ? null : (
                  <Button type="button" size="1" variant="soft" color="red" aria-label={t('directory.tokens.revokeLabel', { prefix: token.prefix })} onClick={() => onRevoke(token)}>
                    {t('directory.tokens.revoke')}
                  </Button>
                )}
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </ScrollTable>
  );
}
