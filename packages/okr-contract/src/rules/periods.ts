import type { PeriodStatus } from '../periods';

// The rules of periods, written once for the server and the mocks.

/** What the rules need of a period: its inclusive `YYYY-MM-DD` bounds and whether it was closed. */
export interface PeriodSpan {
  id: string;
  startDate: string;
  endDate: string;
  closed?: boolean;
}

/**
 * The status of a period on `today`: `closed` once closed explicitly (PATCH `{ closed: true }`),
 * else `upcoming` before its start, `active` while it holds today, `ended` past its end — still open
 * for late check-ins until someone closes it (the UI invites closing it and rolling over). Periods
 * never overlap, so at most one is `active`.
 */
export function periodStatus(period: Omit<PeriodSpan, 'id'>, today: string): PeriodStatus {
  if (period.closed) return 'closed';
  if (today < period.startDate) return 'upcoming';
  return today <= period.endDate ? 'active' : 'ended';
}

/** Whether check-ins are still taken in a period of this status and key results count in My week: begun and not closed. */
export const periodIsOpen = (status: PeriodStatus): boolean => status === 'active' || status === 'ended';

/** Whether two periods share at least one day (bounds are inclusive). */
export function periodsOverlap(a: Omit<PeriodSpan, 'id'>, b: Omit<PeriodSpan, 'id'>): boolean {
  return a.startDate <= b.endDate && b.startDate <= a.endDate;
}

/** The first of `periods` (other than `exceptId`) that shares a day with `candidate`; undefined when none. */
export function overlappingPeriod<T extends PeriodSpan>(
  periods: readonly T[],
  candidate: Omit<PeriodSpan, 'id'>,
  exceptId?: string,
): T | undefined {
  return periods.find((period) => period.id !== exceptId && periodsOverlap(period, candidate));
}

/**
 * The period a new objective goes to when none is named: among the periods not closed, the one
 * holding `today`, else the nearest upcoming one; undefined when neither exists.
 */
export function defaultPeriod<T extends PeriodSpan>(periods: readonly T[], today: string): T | undefined {
  const open = periods.filter((period) => !period.closed);
  const holding = open.find((period) => period.startDate <= today && today <= period.endDate);
  if (holding) return holding;
  return open
    .filter((period) => period.startDate > today)
    .reduce<T | undefined>((nearest, period) => (!nearest || period.startDate < nearest.startDate ? period : nearest), undefined);
}

/** The period holding `day` (inclusive bounds); undefined when none does. */
export function periodHolding<T extends PeriodSpan>(periods: readonly T[], day: string): T | undefined {
  return periods.find((period) => period.startDate <= day && day <= period.endDate);
}

const quarterBounds = [
  ['01-01', '03-31'],
  ['04-01', '06-30'],
  ['07-01', '09-30'],
  ['10-01', '12-31'],
] as const;

/** The four quarters of a year, `Q1 2026` … `Q4 2026`: what a new organization gets for this year and the next. */
export function quartersOf(year: number): { name: string; startDate: string; endDate: string }[] {
  return quarterBounds.map(([start, end], index) => ({
    name: `Q${index + 1} ${year}`,
    startDate: `${year}-${start}`,
    endDate: `${year}-${end}`,
  }));
}

/** The quarters of `today`'s year and the next. */
export function initialPeriods(today: string): { name: string; startDate: string; endDate: string }[] {
  const year = Number(today.slice(0, 4));
  return [...quartersOf(year), ...quartersOf(year + 1)];
}
