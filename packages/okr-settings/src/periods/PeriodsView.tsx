import { Box, Button, Callout, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { useMemo } from 'react';
import type { ComponentType, ReactNode, Ref } from 'react';
import type { Period } from '@okr/contract';
import { cx, EmptyState, ScrollTable, useLocale, useTranslation } from '@okr/core';
import { periodsCatalogs } from '../lib/catalogs/periodsCatalogs';
import { PlusIcon } from '../lib/panels/icons';
import { PanelMessage } from '@okr/core';
import type { PanelState } from '@okr/core';
import { endedPeriodsOf } from './periodsCanOf';
import type { PeriodsCan } from './periodsCanOf';
import { PeriodRow } from './PeriodRow';

/** Parts of the periods panel a partner replaces while keeping the rest. */
export interface PeriodsViewSlots {
  /** The empty state (no period yet). */
  empty?: ComponentType;
}

export interface PeriodsViewProps {
  /** The `data-state`: `loading|empty|error|ready|forbidden|signed-out`. */
  state: PanelState;
  periods: Period[];
  can: PeriodsCan;
  /** The id of the period whose close or reopen is in flight. */
  settingClosed?: string | null;
  onAdd: () => void;
  onEdit: (period: Period) => void;
  /** Close an open period, reopen a closed one. */
  onToggleClosed: (period: Period) => void;
  onDelete: (period: Period) => void;
  onRetry: () => void;
  slots?: PeriodsViewSlots;
  /** Our add button, where focus returns when a dialog closes. */
  addButtonRef?: Ref<HTMLButtonElement>;
  className?: string;
  /** Rendered inside the panel (its dialogs). */
  children?: ReactNode;
}

/** The organization's periods over plain data: the list with each status, the ended notice, and the actions' buttons. */
export function PeriodsView({ state, periods, can, settingClosed = null, onAdd, onEdit, onToggleClosed, onDelete, onRetry, slots = {}, addButtonRef, className, children }: PeriodsViewProps) {
  const t = useTranslation(periodsCatalogs);
  const locale = useLocale();
  const formatDay = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }), [locale]);
  const listFormat = useMemo(() => new Intl.ListFormat(locale, { type: 'conjunction' }), [locale]);
  const day = (value: string) => formatDay.format(new Date(`${value}T00:00:00Z`));
  const ended = endedPeriodsOf(periods);
  const Empty = slots.empty;

  const body = () => {
    if (state === 'loading' || state === 'error' || state === 'forbidden' || state === 'signed-out') {
      return (
        <PanelMessage
          state={state}
          loading={t('periods.loading')}
          error={t('periods.loadError')}
          forbidden={t('periods.forbidden')}
          signedOut={t('periods.signedOut')}
          retryLabel={t('common.retry')}
          onRetry={onRetry}
        />
      );
    }
    if (periods.length === 0) return Empty ? <Empty /> : <EmptyState title={t('periods.empty.title')} description={t('periods.empty.body')} />;
    return (
      <>
        {can.update && ended.length > 0 ? (
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
              {periods.map((period) => (
                <PeriodRow
                  key={period.id}
                  period={period}
                  dates={`${day(period.startDate)} – ${day(period.endDate)}`}
                  may={can}
                  busy={settingClosed === period.id}
                  onEdit={() => onEdit(period)}
                  onToggleClosed={() => onToggleClosed(period)}
                  onDelete={() => onDelete(period)}
                />
              ))}
            </Table.Body>
          </ScrollTable>
        </Box>
      </>
    );
  };

  return (
    <Flex direction="column" gap="4" className={cx('okr-periods', className)} data-state={state}>
      <Flex justify="between" align="start" gap="3" wrap="wrap">
        <Box style={{ maxWidth: '60ch' }}>
          <Heading as="h2" size="4">
            {t('periods.title')}
          </Heading>
          <Text as="p" size="2" color="gray">
            {t('periods.subtitle')}
          </Text>
        </Box>
        {(state === 'ready' || state === 'empty') && can.create ? (
          <Button ref={addButtonRef} onClick={onAdd}>
            <PlusIcon />
            {t('periods.add.open')}
          </Button>
        ) : null}
      </Flex>
      {body()}
      {children}
    </Flex>
  );
}
