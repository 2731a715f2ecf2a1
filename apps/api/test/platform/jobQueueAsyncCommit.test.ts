import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/Database';
import { DurableNodeFS, durableStartParams } from '../../src/db/DurableNodeFS';
import { migrateToLatest } from '../../src/db/migrations/migrateToLatest';
import { JobQueue } from '../../src/jobs/JobQueue';

// A queue's bookkeeping with `asyncCommit` (the webhook deliverer's): claims and outcomes commit
// without an fsync of their own. On PGlite each synchronous commit is an fsync that stops the
// whole process; the fan-out benchmark (bench/webhook-fanout.mjs) made three per delivery.
// The rows themselves are written with ordinary commits (each one an fsync here).

const dataDir = mkdtempSync(join(tmpdir(), 'okr-job-queue-'));
let fsyncs = 0;
let pglite: PGlite;
let db: Kysely<Database>;

beforeAll(async () => {
  pglite = new PGlite({ fs: new DurableNodeFS(dataDir, () => (fsyncs += 1)), startParams: durableStartParams, extensions: { unaccent } });
  db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  await migrateToLatest(db);
}, 60_000);

afterAll(async () => {
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

async function queueEmails(count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    await db
      .insertInto('email_outbox')
      .values({ id: randomUUID(), kind: 'invitation', to_address: `a${i}@example.com`, language: 'en', subject: 's', text_body: 't', html_body: 'h', message_id: `<${randomUUID()}@test>` })
      .execute();
  }
}

function queue(asyncCommit: boolean, fail = false) {
  const handled: string[] = [];
  const jobs = new JobQueue<{ id: string; attempts: number; created_at: Date }>({
    db,
    table: 'email_outbox',
    statuses: { waiting: 'queued', done: 'sent', failed: 'failed' },
    leaseSeconds: 30,
    giveUpAfterSeconds: 3600,
    pollMs: 60_000,
    asyncCommit,
    handle: async (row) => {
      handled.push(row.id);
      if (fail) throw new Error('down');
    },
    onError: () => {},
  });
  return { jobs, handled };
}

describe('JobQueue with asyncCommit', () => {
  it('claims and marks rows done without an fsync of their own, where the ordinary queue makes two a row', async () => {
    await queueEmails(5);
    const ordinary = queue(false);
    ordinary.jobs.start();
    fsyncs = 0;
    await ordinary.jobs.idle();
    await ordinary.jobs.stop();
    expect(ordinary.handled).toHaveLength(5);
    expect(fsyncs).toBeGreaterThanOrEqual(10);

    await queueEmails(5);
    const relaxed = queue(true);
    relaxed.jobs.start();
    fsyncs = 0;
    await relaxed.jobs.idle();
    await relaxed.jobs.stop();
    expect(relaxed.handled).toHaveLength(5);
    expect(fsyncs).toBe(0);
    const statuses = await db.selectFrom('email_outbox').select(['status', 'attempts']).execute();
    expect(statuses).toEqual(Array.from({ length: 10 }, () => ({ status: 'sent', attempts: 1 })));
  });

  it('stores a failed attempt the same way, to be retried', async () => {
    await db.deleteFrom('email_outbox').execute();
    await queueEmails(2);
    const failing = queue(true, true);
    failing.jobs.start();
    fsyncs = 0;
    await failing.jobs.idle();
    await failing.jobs.stop();
    expect(failing.handled).toHaveLength(2);
    expect(fsyncs).toBe(0);
    const rows = await db.selectFrom('email_outbox').select(['status', 'attempts', 'last_error']).execute();
    expect(rows).toEqual(Array.from({ length: 2 }, () => ({ status: 'queued', attempts: 1, last_error: 'down' })));
  });
});
