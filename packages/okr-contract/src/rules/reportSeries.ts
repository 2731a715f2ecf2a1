import type { MetricType } from '../okr';
import { expectedProgress, keyResultProgress, objectiveProgress } from './progress';

// The progress report's lines (api-contract.md "Reports"), written once for the server and the
// mocks. Series are step functions: a point where the value changed, not one per calendar day.

export interface ReportDayPoint {
  date: string;
  value: number;
  confidence: number;
  count: number;
}

export interface ReportWindow {
  /** `YYYY-MM-DD`: where the lines start. */
  start: string;
  /** `YYYY-MM-DD`, null when neither the objective nor its period has an end. */
  end: string | null;
}

interface Dated {
  startDate: string | null;
  endDate: string | null;
}

/**
 * The window of an objective's lines: its own start date, else its period's, else the day it was
 * created (`createdOn`); its end date, else its period's, else none.
 */
export function reportWindow(objective: Dated & { createdOn: string }, period: Dated | null): ReportWindow {
  return {
    start: objective.startDate ?? period?.startDate ?? objective.createdOn,
    end: objective.endDate ?? period?.endDate ?? null,
  };
}

/** The day a series closes: today, or the window's start while that lies ahead. */
export function closingDay(window: ReportWindow, today: string): string {
  return today > window.start ? today : window.start;
}

/**
 * The expected line from `start` (0) to `end` (100): those two points, and today between them
 * (`expectedProgress`, the figure the dashboard judges "behind" by). Empty without an end, or
 * when the end comes before the start.
 */
export function expectedLine(start: string, end: string | null, today: string): { date: string; progress: number }[] {
  if (!end || end < start) return [];
  const line = [{ date: start, progress: 0 }];
  if (start < today && today < end) line.push({ date: today, progress: expectedProgress(start, end, today) ?? 0 });
  line.push({ date: end, progress: 100 });
  return line;
}

export interface SeriesKeyResult {
  metricType: MetricType;
  startValue: number;
  targetValue: number;
  currentValue: number;
}

/** Days (ascending) inside the window up to the closing day, for markers and the confidence line. */
export function daysInWindow<T extends { date: string }>(days: readonly T[], window: ReportWindow, today: string): T[] {
  const close = closingDay(window, today);
  return days.filter((day) => day.date >= window.start && day.date <= close);
}

/**
 * A key result's value over time from its check-in days (ascending, the day's last check-in):
 * the start (its start value, or the last check-in before the window), each day inside the window
 * whose value differs from the point before, then the closing day holding the current value. The
 * progress of every point is what that value means against today's start and target.
 */
export function keyResultSeries(
  keyResult: SeriesKeyResult,
  days: readonly ReportDayPoint[],
  window: ReportWindow,
  today: string,
): { date: string; value: number; progress: number }[] {
  const close = closingDay(window, today);
  const before = days.filter((day) => day.date < window.start).at(-1);
  const steps: { date: string; value: number }[] = [{ date: window.start, value: before?.value ?? keyResult.startValue }];
  for (const day of days) {
    if (day.date < window.start || day.date >= close) continue;
    const last = steps[steps.length - 1]!;
    if (day.date === last.date) last.value = day.value;
    else if (day.value !== last.value) steps.push({ date: day.date, value: day.value });
  }
  const last = steps[steps.length - 1]!;
  if (last.date === close) last.value = keyResult.currentValue;
  else steps.push({ date: close, value: keyResult.currentValue });
  return steps.map(({ date, value }) => ({ date, value, progress: keyResultProgress({ ...keyResult, currentValue: value }) }));
}

/**
 * An objective's progress over time: at every date one of its key results' series has a point,
 * the weighted mean (`objectiveProgress`) of each key result's progress then. Points equal to the
 * one before are left out, except the closing one.
 */
export function objectiveSeries(
  keyResults: readonly { weight: number; series: readonly { date: string; progress: number }[] }[],
  window: ReportWindow,
  today: string,
): { date: string; progress: number }[] {
  const close = closingDay(window, today);
  const dates = [...new Set([window.start, close, ...keyResults.flatMap((kr) => kr.series.map((point) => point.date))])].sort();
  const points: { date: string; progress: number }[] = [];
  for (const date of dates) {
    const progress = objectiveProgress(keyResults.map((kr) => ({ weight: kr.weight, progress: stepAt(kr.series, date) })));
    const last = points[points.length - 1];
    if (!last || last.progress !== progress || date === close) points.push({ date, progress });
  }
  return points;
}

/** The value of a step series on `date`: its last point on or before it (the first point before it starts). */
function stepAt(series: readonly { date: string; progress: number }[], date: string): number {
  let progress = series[0]?.progress ?? 0;
  for (const point of series) {
    if (point.date > date) break;
    progress = point.progress;
  }
  return progress;
}
