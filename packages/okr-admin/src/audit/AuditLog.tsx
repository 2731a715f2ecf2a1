import { Button, Code, Flex, Select, Table, Text, TextField } from '@radix-ui/themes';
import { useId, useState } from 'react';
import { auditActions } from '@okr/contract';
import type { AuditEvent } from '@okr/contract';
import { getErrorMessage, useDebouncedValue, useLocale, useToast, useTranslation } from '@okr/core';
import { AdminListFrame } from '../lib/AdminListFrame';
import { AdminTable } from '../lib/AdminTable';
import { adminCatalogs } from '../lib/adminCatalogs';
import { formatDateTime } from '../lib/formatDate';
import { useAdminAuditEvents, useExportAuditCsv } from './api';
import type { AuditFilters } from './api';

const PAGE_SIZE = 50;
const ALL = 'all';

/** `before → after` of the changed fields, compact. */
function changesOf(entry: AuditEvent): string {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return keys
    .map((key) => {
      const show = (value: unknown) => (value === undefined ? '∅' : JSON.stringify(value));
      return `${key}: ${show(entry.before?.[key])} → ${show(entry.after?.[key])}`;
    })
    .join('; ');
}

/** `/admin/audit`: the whole audit trail, newest first, filtered on the server and exported as CSV. */
export function AuditLog() {
  const t = useTranslation(adminCatalogs);
  const locale = useLocale();
  const toast = useToast();
  const id = useId();
  const [filters, setFilters] = useState<AuditFilters>({ action: '', q: '', from: '', to: '' });
  const [page, setPage] = useState(1);
  const settled = useDebouncedValue(filters);
  const entries = useAdminAuditEvents(settled, page, PAGE_SIZE);
  const exportCsv = useExportAuditCsv();
  const change = (patch: Partial<AuditFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };

  return (
    <AdminListFrame
      title={t('admin.audit.title')}
      actions={
        <Button
          variant="soft"
          loading={exportCsv.isPending}
          onClick={() =>
            exportCsv.mutate(filters, { onError: (error) => toast.error(getErrorMessage(error, t('admin.audit.exportError'))) })
          }
        >
          {t('admin.audit.export')}
        </Button>
      }
      toolbar={
        <Flex gap="3" wrap="wrap" align="end">
          <Flex direction="column" gap="1">
            <Text size="2" weight="medium" id={`${id}-action`}>
              {t('admin.audit.action')}
            </Text>
            <Select.Root value={filters.action || ALL} onValueChange={(value) => change({ action: value === ALL ? '' : value })}>
              <Select.Trigger aria-labelledby={`${id}-action`} style={{ minWidth: 200 }} />
              <Select.Content>
                <Select.Item value={ALL}>{t('admin.audit.allActions')}</Select.Item>
                {auditActions.map((action) => (
                  <Select.Item key={action} value={action}>
                    {action}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Flex>
          <Flex direction="column" gap="1">
            <Text as="label" size="2" weight="medium" htmlFor={`${id}-actor`}>
              {t('admin.audit.actor')}
            </Text>
            <TextField.Root
              id={`${id}-actor`}
              type="search"
              aria-label={t('admin.audit.actorLabel')}
              value={filters.q}
              onChange={(event) => change({ q: event.target.value })}
              style={{ width: 240 }}
            />
          </Flex>
          <Flex direction="column" gap="1">
            <Text as="label" size="2" weight="medium" htmlFor={`${id}-from`}>
              {t('admin.audit.from')}
            </Text>
            <TextField.Root id={`${id}-from`} type="date" value={filters.from} onChange={(event) => change({ from: event.target.value })} />
          </Flex>
          <Flex direction="column" gap="1">
            <Text as="label" size="2" weight="medium" htmlFor={`${id}-to`}>
              {t('admin.audit.to')}
            </Text>
            <TextField.Root id={`${id}-to`} type="date" value={filters.to} onChange={(event) => change({ to: event.target.value })} />
          </Flex>
        </Flex>
      }
      query={entries}
      empty={{ title: t('admin.audit.empty') }}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={setPage}
    >
      {(data) => (
        <AdminTable
          size="1"
          columns={
            <>
              <Table.ColumnHeaderCell>{t('admin.audit.time')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('admin.audit.action')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('admin.audit.actor')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('admin.audit.target')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('admin.audit.changes')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('admin.audit.ip')}</Table.ColumnHeaderCell>
            </>
          }
        >
          {data.items.map((entry) => (
            <Table.Row key={entry.id}>
              <Table.RowHeaderCell style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt, locale)}</Table.RowHeaderCell>
              <Table.Cell>
                <Code variant="ghost">{entry.action}</Code>
              </Table.Cell>
              <Table.Cell>{entry.actorEmail ?? t('admin.audit.system')}</Table.Cell>
              <Table.Cell>
                <Text size="1">
                  {entry.targetType}
                  {entry.targetId ? ` ${entry.targetId.slice(0, 8)}` : ''}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <Text size="1" style={{ wordBreak: 'break-word' }}>
                  {changesOf(entry) || t('admin.common.none')}
                </Text>
              </Table.Cell>
              <Table.Cell>{entry.ip ?? t('admin.common.none')}</Table.Cell>
            </Table.Row>
          ))}
        </AdminTable>
      )}
    </AdminListFrame>
  );
}
