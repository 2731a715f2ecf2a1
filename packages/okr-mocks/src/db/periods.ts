import { defaultPeriod, initialPeriods, isoDay, periodStatus } from '@okr/contract';
import type { Period } from '@okr/contract';
import type { MockDb } from './MockDb';
import type { PeriodRecord } from './records';

// Periods as the API keeps them, with the contract's shared rules (status, default period).

/** The organization's periods by start date. */
export function periodsOf(db: MockDb, organizationId: string): PeriodRecord[] {
  return db.periods.filter((p) => p.organizationId === organizationId).sort((a, b) => a.startDate.localeCompare(b.startDate));
}

/** The wire Period on the db's today. */
export function toPeriod(db: MockDb, record: PeriodRecord): Period {
  const { id, name, startDate, endDate } = record;
  return { id, name, startDate, endDate, status: periodStatus(record, isoDay(new Date(db.now()))) };
}

/** What a new organization starts with: the quarters of this year and the next. */
export function createInitialPeriods(db: MockDb, organizationId: string): void {
  for (const period of initialPeriods(isoDay(new Date(db.now())))) {
    db.periods.insert({ id: db.nextId('period'), organizationId, ...period, closed: false });
  }
}

/** The period a new objective goes to when none is named; null when none fits. */
export function defaultPeriodIdOf(db: MockDb, organizationId: string): string | null {
  return defaultPeriod(periodsOf(db, organizationId), isoDay(new Date(db.now())))?.id ?? null;
}
