import { Text } from '@radix-ui/themes';
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { useLocale } from '@okr/core';
import { useGoalsT } from '../lib/useGoalsT';
import { chartData, chartOptions } from './progressChartOptions';
import type { ChartColors } from './progressChartOptions';
import type { ReportRow } from './reportRows';

export interface ProgressChartProps {
  rows: readonly ReportRow[];
  keyResult: boolean;
  /** The chart's accessible name (role=img); its numbers are in the table view. */
  label: string;
  height?: number;
}

/** A4 portrait with 15 mm margins is about 680 CSS px wide: a printed chart fits the page. */
const PRINT_WIDTH = 680;

function themeColors(element: HTMLElement): ChartColors {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    progress: read('--accent-9', '#3e63dd'),
    expected: read('--gray-9', '#8b8d98'),
    confidence: read('--amber-10', '#ffba18'),
    grid: read('--gray-a4', 'rgba(0,0,0,0.08)'),
    text: read('--gray-11', '#60646c'),
  };
}

/**
 * Progress over time drawn with uPlot, which is imported here on first render: it is in the
 * reports' chunk only, never in a page that has no chart. Follows its box's width and prints at
 * A4 width. Where it cannot draw (no canvas), it says so; the table view has the same numbers.
 */
export function ProgressChart({ rows, keyResult, label, height = 220 }: ProgressChartProps) {
  const t = useGoalsT();
  const locale = useLocale();
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const labels = {
    progress: t('goals.reports.series.progress'),
    expected: t('goals.reports.series.expected'),
    checkIns: t('goals.reports.series.checkIns'),
    confidence: t('goals.reports.series.confidence'),
  };
  const labelsKey = Object.values(labels).join('|');

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let plot: uPlot | null = null;
    let cancelled = false;
    const fit = (width = element.clientWidth) => {
      if (plot && width > 0) plot.setSize({ width, height });
    };
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => fit());
    const beforePrint = () => fit(Math.min(element.clientWidth || PRINT_WIDTH, PRINT_WIDTH));
    const afterPrint = () => fit();
    import('uplot')
      .then(({ default: UPlot }) => {
        if (cancelled) return;
        const spec = { rows, keyResult, width: element.clientWidth || PRINT_WIDTH, height, locale, colors: themeColors(element), labels };
        plot = new UPlot(chartOptions(UPlot, spec), chartData(spec), element);
        observer?.observe(element);
        window.addEventListener('beforeprint', beforePrint);
        window.addEventListener('afterprint', afterPrint);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      window.removeEventListener('beforeprint', beforePrint);
      window.removeEventListener('afterprint', afterPrint);
      plot?.destroy();
    };
    // `labelsKey` stands for `labels` (a new object every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows, keyResult, height, locale, labelsKey]);

  if (failed) {
    return (
      <Text as="p" size="2" color="gray" className="okr-report-chart-failed">
        {t('goals.reports.chartUnavailable')}
      </Text>
    );
  }
  return <div ref={box} role="img" aria-label={label} className="okr-report-chart" style={{ minHeight: height }} />;
}
