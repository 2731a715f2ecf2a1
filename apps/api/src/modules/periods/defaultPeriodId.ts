import { defaultPeriod, isoDay } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { scoped } from '../../db/scoped';

/** The period a new objective goes to when none is named (the contract's `defaultPeriod`); null when none fits. */
export async function defaultPeriodId(db: Kysely<Database>, organizationId: string, today = isoDay()): Promise<string | null> {
  const rows = await scoped(db, organizationId).selectFrom('periods').select(['id', 'start_date', 'end_date', 'closed_at']).execute();
  const spans = rows.map((row) => ({ id: row.id, startDate: row.start_date, endDate: row.end_date, closed: row.closed_at !== null }));
  return defaultPeriod(spans, today)?.id ?? null;
}
