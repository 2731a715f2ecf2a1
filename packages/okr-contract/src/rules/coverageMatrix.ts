import { STALE_KEY_RESULT_DAYS } from '../reports';

// The coverage report's rules (api-contract.md "Reports"), written once for the server and the mocks.

export interface CoverageCount {
  strategicAxis: string | null;
  operationalArea: string | null;
  count: number;
}

/**
 * One axis of the matrix: every option (in the config options' order), then values in use that
 * are no longer options (alphabetically), then null when some objective has none.
 */
export function matrixAxis(options: readonly string[], used: readonly (string | null)[]): (string | null)[] {
  const known = new Set(options);
  const extra = [...new Set(used.filter((value): value is string => value !== null && !known.has(value)))].sort((a, b) =>
    a.localeCompare(b),
  );
  return [...options, ...extra, ...(used.includes(null) ? [null] : [])];
}

/** Rows, columns and the non-zero cells in row-then-column order. */
export function coverageMatrix(
  axisOptions: readonly string[],
  areaOptions: readonly string[],
  counts: readonly CoverageCount[],
): { strategicAxes: (string | null)[]; operationalAreas: (string | null)[]; cells: CoverageCount[] } {
  const nonZero = counts.filter((cell) => cell.count > 0);
  const strategicAxes = matrixAxis(axisOptions, nonZero.map((cell) => cell.strategicAxis));
  const operationalAreas = matrixAxis(areaOptions, nonZero.map((cell) => cell.operationalArea));
  const cells = nonZero
    .map((cell) => ({ ...cell, row: strategicAxes.indexOf(cell.strategicAxis), column: operationalAreas.indexOf(cell.operationalArea) }))
    .sort((a, b) => a.row - b.row || a.column - b.column)
    .map(({ strategicAxis, operationalArea, count }) => ({ strategicAxis, operationalArea, count }));
  return { strategicAxes, operationalAreas, cells };
}

/**
 * The first day a last check-in (or creation) keeps a key result fresh on `today`: anything on an
 * earlier day (UTC) is more than STALE_KEY_RESULT_DAYS days old. Whole days, so that a report of
 * one day is the same all day long (and can be kept in a cache keyed by the day).
 */
export function staleBefore(today: string): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) - STALE_KEY_RESULT_DAYS * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Stale: its objective is Active, it is not done, and the day (UTC) of its last check-in (or,
 * before any, of its creation) is more than STALE_KEY_RESULT_DAYS days before `today`.
 */
export function isStaleKeyResult(
  keyResult: { progress: number; lastCheckInAt: string | null; createdAt: string },
  objectiveStatus: string,
  today: string,
): boolean {
  if (objectiveStatus !== 'Active' || keyResult.progress >= 100) return false;
  return new Date(keyResult.lastCheckInAt ?? keyResult.createdAt).toISOString().slice(0, 10) < staleBefore(today);
}
