import { addDays } from '@okr/contract';
import type { Notification } from '@okr/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/createDatabase';
import { digestApp, manualClock, nextMonday } from '../digest/digestWorld';
import { createKeyResult, createObjective } from '../okr/okrApi';
import { register } from '../support/api';
import { freshDatabase } from '../support/testDatabase';
import { caller } from '../settings/settingsApi';
import { keyResultWaiting } from '../week/weekApi';

// `check_in_reminder` (api-contract.md "Comments, mentions, notifications", "My week"): written
// in the weekly digest's transaction for each key result whose check-in is due, once per week, to
// its owner, from nobody. Its own database: the digest looks at every user there.

const monday = nextMonday();
const clock = manualClock(`${addDays(monday, -1)}T12:00:00Z`);
let handle: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  handle = await freshDatabase();
  app = await digestApp(handle.db, clock, null);
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

async function runAt(iso: string) {
  clock.set(iso);
  app.digest.scheduler!.kick();
  await app.digest.scheduler!.idle();
}

async function person() {
  const session = await register(app);
  const organizationId = session.organization!.id;
  return { session, organizationId, api: caller(() => app, session.accessToken, organizationId) };
}

async function notificationsOf(who: Awaited<ReturnType<typeof person>>): Promise<Notification[]> {
  const response = await who.api.get('/api/me/notifications');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Notification[]>();
}

describe('check-in reminders', () => {
  it('tell the owner of each key result waiting for a check-in, with the digest, once a week', async () => {
    const ada = await person();
    const waiting = await keyResultWaiting(handle.db, ada.api, ada.session.user.id, 10, 'Reach 200 customers');
    const fresh = await createObjective(ada.api, { title: 'Fresh' });
    const justMade = await createKeyResult(ada.api, fresh.id, { title: 'Just made' });
    // Made the day before that Monday, whatever today is: not due yet.
    await sql`update key_results set created_at = ${`${addDays(monday, -1)}T00:00:00Z`}::timestamptz where id = ${justMade.id}`.execute(handle.db);
    // Opted out of the in-app reminder: told nothing.
    const ben = await person();
    await keyResultWaiting(handle.db, ben.api, ben.session.user.id, 10, 'Ben waits');
    expect((await ben.api.patch('/api/me/notification-preferences', { check_in_reminder: { inApp: false } })).statusCode).toBe(200);
    // No digest email wanted, the in-app reminder still on: told in the app, sent no email.
    const cleo = await person();
    await keyResultWaiting(handle.db, cleo.api, cleo.session.user.id, 10, 'Cleo waits');
    expect((await cleo.api.patch('/api/auth/me', { weeklyDigest: false })).statusCode).toBe(200);

    await runAt(`${monday}T06:00:00Z`);
    expect(await notificationsOf(ada)).toEqual([]);

    await runAt(`${monday}T09:00:00Z`);
    const told = await notificationsOf(ada);
    expect(told).toEqual([
      expect.objectContaining({
        kind: 'check_in_reminder',
        organization: { id: ada.organizationId, name: ada.session.organization!.name },
        actor: null,
        title: 'Reach 200 customers',
        href: `/app/objectives/${waiting.objective.id}?org=${ada.organizationId}&keyResult=${waiting.keyResult.id}`,
        readAt: null,
      }),
    ]);
    expect(await notificationsOf(ben)).toEqual([]);
    expect(await notificationsOf(cleo)).toEqual([expect.objectContaining({ kind: 'check_in_reminder', title: 'Cleo waits' })]);
    const digestsTo = (who: Awaited<ReturnType<typeof person>>) =>
      handle.db.selectFrom('email_outbox').select('id').where('kind', '=', 'weekly_digest').where('to_address', '=', who.session.user.email).execute();
    expect(await digestsTo(cleo)).toEqual([]);
    expect(await digestsTo(ada)).toHaveLength(1);

    // Later the same week (another look, another process): the week is decided, nothing more.
    await runAt(`${addDays(monday, 2)}T09:00:00Z`);
    expect(await notificationsOf(ada)).toHaveLength(1);
  });
});
