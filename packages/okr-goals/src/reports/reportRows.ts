import type { ProgressReportKeyResult, ProgressReportObjective } from '@okr/contract';

/**
 * One date of a report chart and of its table view: the chart draws exactly these numbers and the
 * table lists them, so the two can never disagree. Series are steps (a value holds until the next
 * point); the expected line is straight between its points; null where a line has not started.
 */
export interface ReportRow {
  date: string;
  progress: number | null;
  expected: number | null;
  /** Key results only: the value then (held like the progress). */
  value?: number | null;
  /** Key results only: the latest confidence (0..10) on that day. */
  confidence?: number | null;
  /** Key results only: how many check-ins that day (0 when none). */
  checkIns?: number;
}

type Dated = { date: string };

const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`);

/**
 * The last point on or before `date` (points ascending), or undefined before the first and after
 * `until` (a series closes today: it does not run on into the future the expected line reaches).
 */
function heldAt<T extends Dated>(points: readonly T[], date: string, until = points.at(-1)?.date): T | undefined {
  if (until !== undefined && date > until) return undefined;
  let found: T | undefined;
  for (const point of points) {
    if (point.date > date) break;
    found = point;
  }
  return found;
}

/** The expected line at `date`, straight between its points; null outside them. */
export function expectedAt(line: readonly { date: string; progress: number }[], date: string): number | null {
  for (let i = 0; i < line.length; i += 1) {
    const a = line[i]!;
    if (a.date === date) return a.progress;
    const b = line[i + 1];
    if (b && a.date < date && date < b.date) {
      const share = (dayOf(date) - dayOf(a.date)) / (dayOf(b.date) - dayOf(a.date));
      return Math.round((a.progress + share * (b.progress - a.progress)) * 10) / 10;
    }
  }
  return null;
}

const sortedDates = (...lists: readonly (readonly Dated[])[]) => [...new Set(lists.flatMap((list) => list.map((p) => p.date)))].sort();

/** The rows of an objective's chart: its progress (weighted mean of its key results) and the expected line. */
export function objectiveRows(objective: Pick<ProgressReportObjective, 'series' | 'expected'>): ReportRow[] {
  return sortedDates(objective.series, objective.expected).map((date) => ({
    date,
    progress: heldAt(objective.series, date)?.progress ?? null,
    expected: expectedAt(objective.expected, date),
  }));
}

/** The rows of a key result's chart: value and progress (steps), expected, confidence and the check-in days. */
export function keyResultRows(keyResult: Pick<ProgressReportKeyResult, 'series' | 'expected' | 'confidence' | 'checkIns'>): ReportRow[] {
  return sortedDates(keyResult.series, keyResult.expected, keyResult.confidence, keyResult.checkIns).map((date) => {
    const point = heldAt(keyResult.series, date);
    return {
      date,
      value: point?.value ?? null,
      progress: point?.progress ?? null,
      expected: expectedAt(keyResult.expected, date),
      // Confidence holds until the series closes (today), not only until the last check-in.
      confidence: heldAt(keyResult.confidence, date, keyResult.series.at(-1)?.date)?.confidence ?? null,
      checkIns: keyResult.checkIns.find((day) => day.date === date)?.count ?? 0,
    };
  });
}

/** The progress expected today (the line's value on the report's day), for the summary beside a chart. */
export const expectedToday = (line: readonly { date: string; progress: number }[], today: string) =>
  line.length === 0 ? null : today < line[0]!.date ? 0 : today > line.at(-1)!.date ? 100 : expectedAt(line, today);
