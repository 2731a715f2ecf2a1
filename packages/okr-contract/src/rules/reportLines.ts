import { daysInWindow, expectedLine, keyResultSeries, objectiveSeries } from './reportSeries';
import type { ReportDayPoint, ReportWindow, SeriesKeyResult } from './reportSeries';

// One objective and one key result of the progress report from their own fields, check-in days and
// window: written once for the server (rows from SQL) and the mocks (the model). The fields pass
// through as given, so each side hands over exactly the wire's.

/** The key result with its series, expected line (to its due date, else the window's end), confidence and check-in days. */
export function reportKeyResult<F extends SeriesKeyResult & { dueDate: string | null }>(
  fields: F,
  days: readonly ReportDayPoint[],
  window: ReportWindow,
  today: string,
) {
  const inWindow = daysInWindow(days, window, today).map(({ date, value, confidence, count }) => ({ date, value, confidence, count }));
  return {
    ...fields,
    series: keyResultSeries(fields, days, window, today),
    expected: expectedLine(window.start, fields.dueDate ?? window.end, today),
    confidence: inWindow.map(({ date, confidence }) => ({ date, confidence })),
    checkIns: inWindow,
  };
}

/** The objective with its key results, its series (their weighted mean) and its expected line. */
export function reportObjective<F extends { window: ReportWindow }, K extends { weight: number; series: readonly { date: string; progress: number }[] }>(
  fields: F,
  keyResults: K[],
  today: string,
) {
  return {
    ...fields,
    series: objectiveSeries(keyResults, fields.window, today),
    expected: expectedLine(fields.window.start, fields.window.end, today),
    keyResults,
  };
}
