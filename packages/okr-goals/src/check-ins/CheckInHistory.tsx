import { Flex, Table, Text } from '@radix-ui/themes';
import type { CheckIn, KeyResult } from '@okr/contract';
import { ScrollTable, useLocale } from '@okr/core';
import { formatDateTime, formatValue } from '../lib/format';
import { useGoalsT } from '../lib/useGoalsT';
import { CheckInChart } from './CheckInChart';

export interface CheckInHistoryProps {
  keyResult: KeyResult;
  /** Newest first, as the API answers. */
  checkIns: readonly CheckIn[];
  authorNames: ReadonlyMap<string, string>;
}

/** The value over time (chart) and every check-in: value, confidence, note, author, when. */
export function CheckInHistory({ keyResult, checkIns, authorNames }: CheckInHistoryProps) {
  const t = useGoalsT();
  const locale = useLocale();
  const labels = { done: t('goals.keyResult.done'), notDone: t('goals.keyResult.notDone') };
  if (checkIns.length === 0) {
    return (
      <Text size="2" color="gray">
        {t('goals.checkIn.noHistory')}
      </Text>
    );
  }
  const oldestFirst = [...checkIns].reverse();
  return (
    <Flex direction="column" gap="3" className="okr-checkin-history">
      <CheckInChart
        points={oldestFirst}
        startValue={keyResult.startValue}
        targetValue={keyResult.targetValue}
        label={t('goals.checkIn.chartLabel', { title: keyResult.title, count: checkIns.length })}
      />
      <ScrollTable size="1" variant="ghost" className="okr-checkin-table">
        <caption className="okr-visually-hidden">{t('goals.checkIn.historyCaption', { title: keyResult.title })}</caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>{t('goals.checkIn.when')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('goals.checkIn.value')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('goals.checkIn.confidence')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('goals.checkIn.note')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('goals.checkIn.author')}</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {checkIns.map((checkIn) => (
            <Table.Row key={checkIn.id}>
              <Table.RowHeaderCell>{formatDateTime(checkIn.createdAt, locale)}</Table.RowHeaderCell>
              <Table.Cell>{formatValue(keyResult, checkIn.value, locale, labels)}</Table.Cell>
              <Table.Cell>
                <Text color={checkIn.confidence <= 3 ? 'red' : undefined}>{checkIn.confidence}/10</Text>
              </Table.Cell>
              <Table.Cell className="okr-checkin-note-cell">{checkIn.note ?? '—'}</Table.Cell>
              <Table.Cell>{checkIn.authorId ? (authorNames.get(checkIn.authorId) ?? '—') : '—'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </ScrollTable>
    </Flex>
  );
}
