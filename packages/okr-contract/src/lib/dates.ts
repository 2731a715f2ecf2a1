// Dates without time (`YYYY-MM-DD`, api-contract.md "Conventions"), as plain functions: the
// schemas, the server and the UI check them the same way.

/** The range every date of the OKR resources must fall in (api-contract.md, Objective). */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2099-12-31';

const shape = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written `YYYY-MM-DD` (2025-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  const match = shape.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar day inside DATE_MIN..DATE_MAX. */
export function isDateInRange(value: string): boolean {
  return isCalendarDate(value) && value >= DATE_MIN && value <= DATE_MAX;
}

/** The message of a date outside the range or malformed; undefined when it is fine. */
export function dateIssue(value: string): string | undefined {
  if (!isCalendarDate(value)) return 'Use a real date written YYYY-MM-DD';
  if (!isDateInRange(value)) return `Use a date between ${DATE_MIN} and ${DATE_MAX}`;
  return undefined;
}

export const END_BEFORE_START = 'End date cannot be before start date';

/** True when both dates are set and the end comes before the start. */
export function endsBeforeStart(startDate: string | null | undefined, endDate: string | null | undefined): boolean {
  return Boolean(startDate && endDate && endDate < startDate);
}

/** Today in UTC, `YYYY-MM-DD`. */
export function isoDay(at: Date = new Date()): string {
  return at.toISOString().slice(0, 10);
}
