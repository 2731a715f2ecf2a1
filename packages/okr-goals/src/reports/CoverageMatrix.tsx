import { Table, Text } from '@radix-ui/themes';
import type { CSSProperties } from 'react';
import type { CoverageReport } from '@okr/contract';
import { ScrollTable, useLocale } from '@okr/core';
import { formatNumber } from '../lib/format';
import { useGoalsT } from '../lib/useGoalsT';
import { useKeyboardScroll } from './useKeyboardScroll';

const keyOf = (axis: string | null, area: string | null) => JSON.stringify([axis, area]);

/**
 * Objectives by strategic axis (rows) × operational area (columns) as a table whose cells are
 * shaded by their count (a heatmap you can also read cell by cell), with each row's total.
 */
export function CoverageMatrix({ report }: { report: Pick<CoverageReport, 'strategicAxes' | 'operationalAreas' | 'cells'> }) {
  const t = useGoalsT();
  const locale = useLocale();
  const scroll = useKeyboardScroll<HTMLDivElement>();
  const counts = new Map(report.cells.map((cell) => [keyOf(cell.strategicAxis, cell.operationalArea), cell.count]));
  const max = Math.max(1, ...report.cells.map((cell) => cell.count));
  const name = (value: string | null) => value ?? t('goals.reports.coverage.unset');
  const shade = (count: number): CSSProperties | undefined =>
    count === 0 ? undefined : ({ '--okr-heat': `${Math.round(15 + (count / max) * 70)}%` } as CSSProperties);
  if (report.strategicAxes.length === 0 || report.operationalAreas.length === 0) {
    return (
      <Text as="p" size="2" color="gray">
        {t('goals.reports.coverage.noMatrix')}
      </Text>
    );
  }
  return (
    <div ref={scroll} className="okr-report-table okr-coverage-matrix">
      <ScrollTable size="1" variant="surface">
        <caption className="okr-visually-hidden">{t('goals.reports.coverage.matrixCaption')}</caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell scope="col">{t('goals.reports.coverage.axisByArea')}</Table.ColumnHeaderCell>
            {report.operationalAreas.map((area) => (
              <Table.ColumnHeaderCell key={area ?? ''} scope="col">
                {name(area)}
              </Table.ColumnHeaderCell>
            ))}
            <Table.ColumnHeaderCell scope="col">{t('goals.reports.coverage.total')}</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {report.strategicAxes.map((axis) => {
            const row = report.operationalAreas.map((area) => counts.get(keyOf(axis, area)) ?? 0);
            return (
              <Table.Row key={axis ?? ''}>
                <Table.RowHeaderCell>{name(axis)}</Table.RowHeaderCell>
                {row.map((count, index) => (
                  <Table.Cell key={index} className={count === 0 ? 'okr-heat okr-heat-zero' : count / max > 0.6 ? 'okr-heat okr-heat-strong' : 'okr-heat'} style={shade(count)}>
                    {formatNumber(count, locale)}
                  </Table.Cell>
                ))}
                <Table.Cell className="okr-heat-total">{formatNumber(row.reduce((a, b) => a + b, 0), locale)}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </ScrollTable>
    </div>
  );
}
