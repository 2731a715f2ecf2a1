import { Flex, SegmentedControl, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useGoalsT } from '../lib/useGoalsT';
import { ChartLegend } from './ChartLegend';
import { ProgressChart } from './ProgressChart';
import type { ReportRow } from './reportRows';
import { ReportTable } from './ReportTable';

export type ReportView = 'chart' | 'table';

export interface ReportFigureProps {
  /** What the figure shows ("Progress of …"): the chart's name and the table's caption. */
  label: string;
  /** The heading and the figures above the chart. */
  header: ReactNode;
  rows: readonly ReportRow[];
  keyResult: boolean;
  unit?: string | null;
  defaultView?: ReportView;
}

/**
 * One chart with its table view, switched by a two-way control. Both stay mounted (the chart keeps
 * its drawing); the one not chosen is hidden on screen, and both are printed.
 */
export function ReportFigure({ label, header, rows, keyResult, unit, defaultView = 'chart' }: ReportFigureProps) {
  const t = useGoalsT();
  const [view, setView] = useState<ReportView>(defaultView);
  return (
    <Flex direction="column" gap="2" className="okr-report-figure" data-view={view}>
      <Flex justify="between" align="start" gap="3" wrap="wrap">
        <div className="okr-report-figure-header">{header}</div>
        <SegmentedControl.Root size="1" value={view} onValueChange={(next) => setView(next as ReportView)} aria-label={t('goals.reports.viewOf', { title: label })} className="okr-report-view-switch">
          <SegmentedControl.Item value="chart">{t('goals.reports.view.chart')}</SegmentedControl.Item>
          <SegmentedControl.Item value="table">{t('goals.reports.view.table')}</SegmentedControl.Item>
        </SegmentedControl.Root>
      </Flex>
      {rows.length === 0 ? (
        <Text size="2" color="gray">
          {t('goals.reports.noPoints')}
        </Text>
      ) : (
        <>
          <div className={view === 'chart' ? 'okr-report-view' : 'okr-report-view okr-report-view-off'}>
            <ProgressChart rows={rows} keyResult={keyResult} label={label} />
            <ChartLegend keyResult={keyResult} />
          </div>
          <div className={view === 'table' ? 'okr-report-view' : 'okr-report-view okr-report-view-off'}>
            <ReportTable rows={rows} keyResult={keyResult} caption={label} unit={unit} />
          </div>
        </>
      )}
    </Flex>
  );
}
