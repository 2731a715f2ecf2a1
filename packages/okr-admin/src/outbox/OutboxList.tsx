import { Flex, Select, Table, Text } from '@radix-ui/themes';
import { useId, useState } from 'react';
import { outboxStatuses } from '@okr/contract';
import type { OutboxStatus } from '@okr/contract';
import { useLocale, useTranslation } from '@okr/core';
import { AdminLink } from '../lib/AdminLink';
import { AdminListFrame } from '../lib/AdminListFrame';
import { AdminTable } from '../lib/AdminTable';
import { adminCatalogs } from '../lib/adminCatalogs';
import { formatDateTime } from '../lib/formatDate';
import { SearchField } from '../lib/SearchField';
import { useListState } from '../lib/useListState';
import { useAdminOutbox } from './api';
import { emailKindLabel } from './emailKindLabel';
import { OutboxStatusBadge, outboxStatusLabel } from './OutboxStatusBadge';

export interface OutboxListProps {
  /** Where the host mounts the area (`/admin`). */
  basePath?: string;
}

const ALL = 'all';
const isStatus = (value: string): value is OutboxStatus => (outboxStatuses as readonly string[]).includes(value);

/**
 * `/admin/outbox`: every email the product sent or is sending, newest first, searched by
 * recipient and filtered by status on the server. Without SMTP this is where emails are read.
 */
export function OutboxList({ basePath = '/admin' }: OutboxListProps) {
  const t = useTranslation(adminCatalogs);
  const locale = useLocale();
  const id = useId();
  // The outbox has one order (newest first): the list state's sort is not sent.
  const list = useListState('-createdAt');
  const [status, setStatus] = useState<OutboxStatus | ''>('');
  const params = { page: list.params.page, pageSize: list.params.pageSize, q: list.params.q, status };
  const emails = useAdminOutbox(params);
  const filtered = params.q !== '' || status !== '';
  const time = (iso: string | null) => (iso ? formatDateTime(iso, locale) : t('admin.common.none'));

  return (
    <AdminListFrame
      title={t('admin.outbox.title')}
      description={t('admin.outbox.description')}
      toolbar={
        <Flex gap="3" wrap="wrap" align="end">
          <SearchField label={t('admin.outbox.searchLabel')} value={list.search} onChange={list.setSearch} />
          <Flex direction="column" gap="1">
            <Text size="2" weight="medium" id={`${id}-status`}>
              {t('admin.outbox.status')}
            </Text>
            <Select.Root
              value={status || ALL}
              onValueChange={(value) => {
                setStatus(isStatus(value) ? value : '');
                list.setPage(1);
              }}
            >
              <Select.Trigger aria-labelledby={`${id}-status`} style={{ minWidth: 160 }} />
              <Select.Content>
                <Select.Item value={ALL}>{t('admin.outbox.allStatuses')}</Select.Item>
                {outboxStatuses.map((value) => (
                  <Select.Item key={value} value={value}>
                    {t(outboxStatusLabel[value])}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Flex>
        </Flex>
      }
      query={emails}
      empty={
        filtered
          ? { title: t('admin.outbox.noMatch') }
          : { title: t('admin.outbox.empty'), description: t('admin.outbox.emptyHelp') }
      }
      page={list.params.page}
      pageSize={list.params.pageSize}
      onPageChange={list.setPage}
    >
      {(data) => (
        <AdminTable
          columns={
            <>
              <Table.ColumnHeaderCell>{t('admin.outbox.subject')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('admin.outbox.to')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('admin.outbox.kind')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('admin.outbox.status')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">{t('admin.outbox.attempts')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('admin.outbox.created')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('admin.outbox.sent')}</Table.ColumnHeaderCell>
            </>
          }
        >
          {data.items.map((email) => (
            <Table.Row key={email.id}>
              <Table.RowHeaderCell style={{ minWidth: 180 }}>
                <AdminLink to={`${basePath}/outbox/${email.id}`} weight="medium">
                  {email.subject}
                </AdminLink>
              </Table.RowHeaderCell>
              {/* Wide enough that an ordinary address stays whole; a very long one wraps. */}
              <Table.Cell style={{ minWidth: 200, maxWidth: 280, overflowWrap: 'anywhere' }}>{email.to}</Table.Cell>
              <Table.Cell style={{ whiteSpace: 'nowrap' }}>{t(emailKindLabel[email.kind])}</Table.Cell>
              <Table.Cell>
                <OutboxStatusBadge status={email.status} />
              </Table.Cell>
              <Table.Cell justify="end">{email.attempts}</Table.Cell>
              <Table.Cell style={{ whiteSpace: 'nowrap' }}>{time(email.createdAt)}</Table.Cell>
              <Table.Cell style={{ whiteSpace: 'nowrap' }}>{time(email.sentAt)}</Table.Cell>
            </Table.Row>
          ))}
        </AdminTable>
      )}
    </AdminListFrame>
  );
}
