import { randomUUID } from 'node:crypto';
import { initialPeriods, isoDay } from '@okr/contract';
import { Migrator, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/createDatabase';
import type { DatabaseHandle } from '../../src/db/createDatabase';
import { migrateToLatest } from '../../src/db/migrations/migrateToLatest';
import { migrations } from '../../src/db/migrations/migrations';
import { scratchPostgres } from '../support/scratchPostgres';
import { databaseUrl } from '../support/testDatabase';

// Migration 018 on a database holding an organization and objectives from before it: the
// quarters of this year and the next, each objective in the period holding its start date, else
// in the one holding today.

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function freshDatabase(): Promise<DatabaseHandle> {
  if (!databaseUrl) {
    const handle = await createDatabase({ kind: 'pglite' });
    cleanups.push(() => handle.close());
    return handle;
  }
  const scratch = await scratchPostgres('periods');
  cleanups.push(scratch.drop);
  const handle = await createDatabase({ kind: 'postgres', url: scratch.url });
  cleanups.push(() => handle.close());
  return handle;
}

describe('migration 018_periods', () => {
  it('gives existing organizations their quarters and places existing objectives', async () => {
    const { db } = await freshDatabase();
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
    expect((await migrator.migrateTo('017_ai_chunk_embeddings')).error).toBeUndefined();

    const organizationId = randomUUID();
    await sql`insert into organizations (id, name) values (${organizationId}, 'Before periods')`.execute(db);
    const today = isoDay();
    const year = Number(today.slice(0, 4));
    const inQ3NextYear = randomUUID();
    const long = randomUUID();
    const undated = randomUUID();
    for (const [id, startDate] of [[inQ3NextYear, `${year + 1}-08-15`], [long, '2001-01-01'], [undated, null]] as const) {
      await sql`insert into objectives (id, organization_id, title, start_date) values (${id}, ${organizationId}, 'o', ${startDate})`.execute(db);
    }

    await migrateToLatest(db);

    const periods = await db.selectFrom('periods').selectAll().where('organization_id', '=', organizationId).orderBy('start_date').execute();
    expect(periods.map((p) => ({ name: p.name, startDate: p.start_date, endDate: p.end_date }))).toEqual(initialPeriods(today));
    expect(periods.every((p) => p.closed_at === null)).toBe(true);
    const periodOf = async (id: string) =>
      (await db.selectFrom('objectives').select('period_id').where('id', '=', id).executeTakeFirstOrThrow()).period_id;
    const named = (name: string) => periods.find((p) => p.name === name)!.id;
    const current = periods.find((p) => p.start_date <= today && today <= p.end_date)!.id;
    expect(await periodOf(inQ3NextYear)).toBe(named(`Q3 ${year + 1}`));
    expect(await periodOf(long)).toBe(current);
    expect(await periodOf(undated)).toBe(current);
  });
});
