import type uPlot from 'uplot';
import type { ReportRow } from './reportRows';

/** The colours of a chart, read from the theme's CSS variables where it is drawn (canvas needs values). */
export interface ChartColors {
  progress: string;
  expected: string;
  confidence: string;
  grid: string;
  text: string;
}

export interface ChartLabels {
  progress: string;
  expected: string;
  checkIns: string;
  confidence: string;
}

export interface ChartSpec {
  rows: readonly ReportRow[];
  /** Key results add check-in markers and confidence on a second axis (0..10). */
  keyResult: boolean;
  width: number;
  height: number;
  locale: string;
  colors: ChartColors;
  labels: ChartLabels;
}

const seconds = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;

/** uPlot's aligned columns, from the same rows the table view lists. */
export function chartData({ rows, keyResult }: Pick<ChartSpec, 'rows' | 'keyResult'>): uPlot.AlignedData {
  const columns: (number | null)[][] = [rows.map((r) => r.progress), rows.map((r) => r.expected)];
  if (keyResult) {
    columns.push(rows.map((r) => ((r.checkIns ?? 0) > 0 ? r.progress : null)));
    columns.push(rows.map((r) => r.confidence ?? null));
  }
  return [rows.map((r) => seconds(r.date)), ...columns];
}

/**
 * The options of a progress chart: progress as steps (it holds until the next check-in), the
 * expected line dashed, check-ins as points, confidence as a step line on its own 0–10 axis. Days
 * are UTC and labelled in the reader's language. No legend or cursor: the component draws an HTML
 * legend, and the table view gives every number to the keyboard and to screen readers.
 */
export function chartOptions(UPlot: typeof uPlot, { keyResult, width, height, locale, colors, labels }: ChartSpec): uPlot.Options {
  const day = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const stepped = UPlot.paths.stepped!({ align: 1 });
  const axis = { stroke: colors.text, grid: { stroke: colors.grid, width: 1 }, ticks: { stroke: colors.grid, width: 1 } };
  const series: uPlot.Series[] = [
    {},
    { label: labels.progress, scale: '%', stroke: colors.progress, width: 2, paths: stepped, points: { show: false } },
    { label: labels.expected, scale: '%', stroke: colors.expected, width: 1.5, dash: [6, 4], spanGaps: true, points: { show: false } },
  ];
  const axes: uPlot.Axis[] = [
    { ...axis, values: (_u, splits) => splits.map((s) => day.format(new Date(s * 1000))) },
    { ...axis, scale: '%', size: 48, values: (_u, splits) => splits.map((s) => `${s}%`) },
  ];
  if (keyResult) {
    series.push(
      { label: labels.checkIns, scale: '%', stroke: colors.progress, paths: () => null, points: { show: true, size: 9, width: 2, fill: colors.progress, stroke: '#fff' } },
      { label: labels.confidence, scale: 'conf', stroke: colors.confidence, width: 1.5, dash: [2, 3], paths: stepped, points: { show: false } },
    );
    axes.push({ ...axis, scale: 'conf', side: 1, size: 36, grid: { show: false }, values: (_u, splits) => splits.map(String) });
  }
  return {
    width,
    height,
    tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
    scales: { x: { time: true }, '%': { range: [0, 100] }, conf: { range: [0, 10] } },
    series,
    axes,
    legend: { show: false },
    cursor: { show: false, drag: { x: false, y: false } },
  };
}
