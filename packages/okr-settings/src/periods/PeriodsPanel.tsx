import { Box, Button, Callout, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import type { Period } from '@okr/contract';
import { useSyncCurrentUser } from '@okr/auth/session';
import { ConfirmDeleteDialog, EmptyState, getErrorMessage, PanelMessage, panelStateOf, ScrollTable, useApiClient, useCan, useLocale, useSessionStore, useToast, useTranslation } from '@okr/core';
import { periodsCatalogs } from '../lib/catalogs/periodsCatalogs';
import { PlusIcon } from '../lib/panels/icons';
import { useReturnFocus } from '../lib/panels/useReturnFocus';
import { periodsQuery, useDeletePeriod, useUpdatePeriod } from './api';
import { PeriodDialog } from './PeriodDialog';
import { PeriodRow } from './PeriodRow';

export interface PeriodsPanelProps {
  onPeriodCreated?: (period: Period) => void;
  onPeriodUpdated?: (period: Period) => void;
  onPeriodDeleted?: (period: Period) => void;
  className?: string;
}

/**
 * The organization's periods (cycles): add and edit them (no overlaps), close one (its check-ins
 * are refused) or reopen it, delete one that holds no objectives. Buttons follow the caller's
 * `settings` flags; the server decides the same way.
 */
export function PeriodsPanel({ onPeriodCreated, onPeriodUpdated, onPeriodDeleted, className }: PeriodsPanelProps) {
  const t = useTranslation(periodsCatalogs);
  useSyncCurrentUser();
  const locale = useLocale();
  const api = useApiClient();
  const toast = useToast();
  const can = useCan();
  const orgId = useSessionStore((s) => s.organization?.id ?? null);
  const query = useQuery(periodsQuery(api, orgId));
  const update = useUpdatePeriod(orgId);
  const remove = useDeletePeriod(orgId);
  const state = panelStateOf({ hasData: query.data !== undefined, isEmpty: query.data?.length === 0, error: query.error });
  const [editing, setEditing] = useState<Period | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Period | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const focus = useReturnFocus(() => addButton.current);
  const may = { create: can('settings', 'create'), update: can('settings', 'update'), delete: can('settings', 'delete') };
  const formatDay = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }), [locale]);
  const listFormat = useMemo(() => new Intl.ListFormat(locale, { type: 'conjunction' }), [locale]);
  const ended = query.data?.filter((period) => period.status === 'ended') ?? [];
  const day = (value: string) => formatDay.format(new Date(`${value}T00:00:00Z`));
  const open = <T,>(set: (value: T) => void, value: T) => {
    focus.remember();
    set(value);
  };

  const toggleClosed = (period: Period) => {
    const closing = period.status !== 'closed';
    update.mutate(
      { id: period.id, body: { closed: closing } },
      {
        onSuccess: (saved) => {
          toast.success(t(closing ? 'periods.toast.closed' : 'periods.toast.reopened', { name: saved.name }));
          onPeriodUpdated?.(saved);
        },
        onError: (error) => toast.error(getErrorMessage(error, t('periods.error.save'))),
      },
    );
  };
  const confirmDelete = () => {
    if (!deleting || remove.isPending) return;
    remove.mutate(deleting, {
      onSuccess: (gone) => {
        toast.success(t('periods.toast.deleted', { name: gone.name }));
        onPeriodDeleted?.(gone);
        setDeleting(null);
      },
    });
  };

  return (
    <Flex direction="column" gap="4" className={['okr-periods', className].filter(Boolean).join(' ')} data-state={state}>
      <Flex justify="between" align="start" gap="3" wrap="wrap">
        <Box style={{ maxWidth: '60ch' }}>
          <Heading as="h2" size="4">
            {t('periods.title')}
          </Heading>
          <Text as="p" size="2" color="gray">
            {t('periods.subtitle')}
          </Text>
        </Box>
        {(state === 'ready' || state === 'empty') && may.create ? (
          <Button ref={addButton} onClick={() => open(setEditing, 'new')}>
            <PlusIcon />
            {t('periods.add.open')}
          </Button>
        ) : null}
      </Flex>

      {query.data === undefined ? (
        <PanelMessage
          state={state as 'loading' | 'error' | 'forbidden' | 'signed-out'}
          loading={t('periods.loading')}
          error={t('periods.loadError')}
          forbidden={t('periods.forbidden')}
          signedOut={t('periods.signedOut')}
          retryLabel={t('common.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <EmptyState title={t('periods.empty.title')} description={t('periods.empty.body')} />
      ) : (
        <>
          {may.update && ended.length > 0 ? (
            <Callout.Root color="amber" variant="surface" highContrast className="okr-periods-ended">
              <Callout.Text>{t('periods.endedNotice', { names: listFormat.format(ended.map((period) => period.name)) })}</Callout.Text>
            </Callout.Root>
          ) : null}
          <Box style={{ overflowX: 'auto' }}>
            <ScrollTable variant="surface" size="2" className="okr-periods-table">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>{t('periods.column.name')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('periods.column.dates')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('periods.column.status')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell align="right">{t('common.actions')}</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {query.data.map((period) => (
                  <PeriodRow
                    key={period.id}
                    period={period}
                    dates={`${day(period.startDate)} – ${day(period.endDate)}`}
                    may={may}
                    busy={update.isPending && update.variables?.id === period.id}
                    onEdit={() => open(setEditing, period)}
                    onToggleClosed={() => toggleClosed(period)}
                    onDelete={() => {
                      remove.reset();
                      open(setDeleting, period);
                    }}
                  />
                ))}
              </Table.Body>
            </ScrollTable>
          </Box>
        </>
      )}

      <PeriodDialog
        target={editing}
        onOpenChange={(next) => !next && setEditing(null)}
        onSaved={(period, created) => {
          toast.success(t(created ? 'periods.toast.created' : 'periods.toast.updated', { name: period.name }));
          (created ? onPeriodCreated : onPeriodUpdated)?.(period);
        }}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t('periods.delete.title')}
        question={t('periods.delete.confirm', { name: deleting?.name ?? '' })}
        confirmLabel={t('periods.delete.action')}
        cancelLabel={t('common.cancel')}
        pending={remove.isPending}
        error={remove.error ? getErrorMessage(remove.error, t('periods.error.delete')) : undefined}
        onConfirm={confirmDelete}
        onOpenChange={(next) => !next && setDeleting(null)}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      />
    </Flex>
  );
}
