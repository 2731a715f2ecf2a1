import { Table } from '@radix-ui/themes';
import { ScrollTable, useLocale } from '@okr/core';
import { formatDay, formatNumber } from '../lib/format';
import { useGoalsT } from '../lib/useGoalsT';
import { useKeyboardScroll } from './useKeyboardScroll';
import type { ReportRow } from './reportRows';

export interface ReportTableProps {
  rows: readonly ReportRow[];
  keyResult: boolean;
  /** The table's caption (what it shows), read by screen readers. */
  caption: string;
  /** A key result's unit, shown in the value column's header. */
  unit?: string | null;
}

/** The chart's table view: the very rows the chart draws, one per date, with header cells. */
export function ReportTable({ rows, keyResult, caption, unit }: ReportTableProps) {
  const t = useGoalsT();
  const locale = useLocale();
  const scroll = useKeyboardScroll<HTMLDivElement>();
  const number = (value: number | null | undefined) => (value === null || value === undefined ? '—' : formatNumber(value, locale));
  const percent = (value: number | null | undefined) => (value === null || value === undefined ? '—' : `${formatNumber(value, locale)}%`);
  return (
    <div ref={scroll} className="okr-report-table">
      <ScrollTable size="1" variant="surface">
        <caption className="okr-visually-hidden">{caption}</caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell scope="col">{t('goals.reports.table.date')}</Table.ColumnHeaderCell>
            {keyResult ? (
              <Table.ColumnHeaderCell scope="col">{unit ? t('goals.reports.table.valueIn', { unit }) : t('goals.reports.table.value')}</Table.ColumnHeaderCell>
            ) : null}
            <Table.ColumnHeaderCell scope="col">{t('goals.reports.series.progress')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell scope="col">{t('goals.reports.series.expected')}</Table.ColumnHeaderCell>
            {keyResult ? (
              <>
                <Table.ColumnHeaderCell scope="col">{t('goals.reports.series.confidence')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell scope="col">{t('goals.reports.series.checkIns')}</Table.ColumnHeaderCell>
              </>
            ) : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.date}>
              <Table.RowHeaderCell>{formatDay(row.date, locale)}</Table.RowHeaderCell>
              {keyResult ? <Table.Cell>{number(row.value)}</Table.Cell> : null}
              <Table.Cell>{percent(row.progress)}</Table.Cell>
              <Table.Cell>{percent(row.expected)}</Table.Cell>
              {keyResult ? (
                <>
                  <Table.Cell>{number(row.confidence)}</Table.Cell>
                  <Table.Cell>{row.checkIns ? formatNumber(row.checkIns, locale) : '—'}</Table.Cell>
                </>
              ) : null}
            </Table.Row>
          ))}
        </Table.Body>
      </ScrollTable>
    </div>
  );
}
