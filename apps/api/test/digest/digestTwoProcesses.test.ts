import { addDays } from '@okr/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createDatabase } from '../../src/db/createDatabase';
import { migrateToLatest } from '../../src/db/migrations/migrateToLatest';
import { scratchPostgres } from '../support/scratchPostgres';
import { isAlive, serverArgs, startProcess, waitFor } from '../support/serverProcess';
import { TEST_JWT_SECRET, testConfig } from '../support/testConfig';
import { databaseUrl } from '../support/testDatabase';
import { isSignUpVerification, startTestSmtpServer } from '../support/testSmtpServer';
import { nextMonday, personWithTask } from './digestWorld';

// Two API processes on one PostgreSQL, both with the digest's clock fixed on a Monday morning and
// polling every 200 ms: each user's digest leaves once, also after one process is killed and
// started again. Runs in the PostgreSQL pass of CI.

const pids: number[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const pid of pids) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.skipIf(databaseUrl === null)('the weekly digest with two API processes', () => {
  it('sends each user one digest a week, whatever the processes and restarts', { timeout: 90_000 }, async () => {
    const database = await scratchPostgres('digest_two');
    cleanups.push(database.drop);
    const smtp = await startTestSmtpServer(0, { ignore: isSignUpVerification });
    cleanups.push(smtp.stop);
    const monday = nextMonday();

    // The people, written before any process runs (an app without the digest on the same database).
    const handle = await createDatabase({ kind: 'postgres', url: database.url });
    await migrateToLatest(handle.db);
    const seeder = await buildApp({ db: handle.db, config: testConfig() });
    const busy: Awaited<ReturnType<typeof personWithTask>>[] = [];
    for (let i = 0; i < 6; i += 1) busy.push(await personWithTask(seeder, handle.db, { dueDate: addDays(monday, i % 3), title: `Task ${i}` }));
    const idle = await personWithTask(seeder, handle.db, { dueDate: addDays(monday, 40) });
    await seeder.close();

    const env = {
      DATABASE_URL: database.url,
      SMTP_URL: smtp.url,
      APP_URL: 'http://app.okr.test',
      JWT_SECRET: TEST_JWT_SECRET,
      OKR_DIGEST_NOW: `${monday}T08:30:00Z`,
      DIGEST_POLL_SECONDS: '0.2',
    };
    const start = () => {
      const started = startProcess(serverArgs, env);
      pids.push(started.child.pid ?? 0);
      return started;
    };
    const [first, second] = [start(), start()];
    await Promise.all([first.listening, second.listening]);

    const mailsTo = (email: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(email));
    await waitFor(() => busy.every((person) => mailsTo(person.session.email).length > 0), 30_000, 'a digest to everyone with something this week');
    // Both keep polling (every 200 ms): time for any double send to show.
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    // One process dies and starts again with the same clock: nothing new.
    first.child.kill('SIGKILL');
    await first.exited;
    const third = start();
    await third.listening;
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    for (const person of busy) expect(mailsTo(person.session.email), person.session.email).toHaveLength(1);
    expect(mailsTo(idle.session.email)).toEqual([]);
    const rows = await handle.db.selectFrom('weekly_digests').select(['user_id', 'item_count', 'email_id']).execute();
    expect(rows).toHaveLength(7);
    expect(rows.filter((row) => row.email_id !== null)).toHaveLength(6);
    const messageIds = new Set(smtp.received.map((mail) => mail.messageId));
    expect(messageIds.size).toBe(6);
    await handle.close();
  });
});
