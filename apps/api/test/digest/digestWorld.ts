import { addDays, isoDay } from '@okr/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../src/app';
import type { Database } from '../../src/db/Database';
import { register } from '../support/api';
import { testConfig } from '../support/testConfig';
import { caller } from '../settings/settingsApi';

/** The next Monday strictly after today (UTC), `YYYY-MM-DD`: a Monday in the future, so every row the test writes is older. */
export function nextMonday(): string {
  const today = isoDay();
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // 0 Monday
  return addDays(today, 7 - weekday);
}

/** A clock the test moves by hand (the digest's `now`). */
export function manualClock(at: string) {
  let now = new Date(at);
  return {
    now: () => new Date(now),
    set: (iso: string) => {
      now = new Date(iso);
    },
  };
}

/** An app with the digest on, its clock and SMTP given; on `db` (the test's own database). */
export async function digestApp(db: Kysely<Database>, clock: { now: () => Date }, smtpUrl: string | null): Promise<FastifyInstance> {
  const app = await buildApp({ db, config: testConfig({ smtpUrl, digest: { enabled: true, pollMs: 60_000, now: clock.now } }) });
  await app.ready();
  return app;
}

/** Someone with their own organization and a task of theirs due on `dueDate`, in `timeZone` and `language`. */
export async function personWithTask(
  app: FastifyInstance,
  db: Kysely<Database>,
  { dueDate, timeZone = 'UTC', language = 'en', firstName = 'Ada', title = 'Send the deck' }: { dueDate: string; timeZone?: string; language?: 'en' | 'es'; firstName?: string; title?: string },
) {
  const session = await register(app, { firstName });
  const organizationId = session.organization!.id;
  const api = caller(() => app, session.accessToken, organizationId);
  const initiative = (await api.post('/api/initiatives', { name: 'Launch' })).json<{ id: string }>();
  const task = (await api.post(`/api/initiatives/${initiative.id}/tasks`, { title, assigneeId: session.user.id, dueDate })).json<{ id: string }>();
  await db.updateTable('users').set({ time_zone: timeZone, language }).where('id', '=', session.user.id).execute();
  return { session, organizationId, initiativeId: initiative.id, taskId: task.id };
}
