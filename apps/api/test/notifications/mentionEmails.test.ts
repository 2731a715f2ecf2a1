import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { Database } from '../../src/db/Database';
import { mentionEmailsOf } from '../../src/modules/notifications/notificationRoutes';
import { mention, postComment, team } from '../comments/commentsApi';
import { sharedDatabase } from '../support/testDatabase';
import { testConfig } from '../support/testConfig';
import { isSignUpVerification, startTestSmtpServer } from '../support/testSmtpServer';
import type { Kysely } from 'kysely';

// Mention emails (api-contract.md "Comments, mentions, notifications"): at most one per recipient
// per 15 minutes listing the mentions since the last, in the recipient's language, through the
// outbox, when the email preference is on; decided once whatever the number of processes.

let clock = new Date('2026-11-30T09:00:00Z');
let app: FastifyInstance;
let second: FastifyInstance;
let db: Kysely<Database>;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;

beforeAll(async () => {
  ({ db } = await sharedDatabase());
  smtp = await startTestSmtpServer(0, { ignore: isSignUpVerification });
  const config = testConfig({ smtpUrl: smtp.url, mentionEmails: { enabled: true, pollMs: 600_000, delayMs: 0, now: () => clock } });
  app = await buildApp({ db, config });
  await app.ready();
  // A second app on the same database: another process deciding the same emails.
  second = await buildApp({ db, config });
  await second.ready();
});
afterAll(async () => {
  await app?.close();
  await second?.close();
  await smtp?.stop();
});

/** Both "processes" look for due emails at once, then the outbox sends. */
async function runAt(iso: string) {
  clock = new Date(iso);
  const loops = [mentionEmailsOf(app.server)!.loop, mentionEmailsOf(second.server)!.loop];
  for (const loop of loops) loop.kick();
  await Promise.all(loops.map((loop) => loop.idle()));
  await app.emailSender.idle();
  await second.emailSender.idle();
}

describe('mention emails', () => {
  it('batches a burst into one email, waits 15 minutes for the next, once across processes', async () => {
    const { ada, ben, thread, keyResult } = await team(() => app, db);
    await runAt('2026-11-30T09:00:00Z');
    await postComment(ada.api, thread, { body: `${mention(ben)} one` });
    await postComment(ada.api, thread, { body: `${mention(ben)} two` });
    await runAt('2026-11-30T09:01:00Z');
    const [first, ...more] = await smtp.waitFor(ben.user.email);
    expect(more).toEqual([]);
    expect(first!.subject).toBe('You were mentioned 2 times on OKR');
    expect(first!.text).toContain(`- ${ada.user.firstName} ${ada.user.lastName} on ${keyResult.title}`);

    // Within 15 minutes: waits; after: one more with what came meanwhile.
    await postComment(ada.api, thread, { body: `${mention(ben)} three` });
    await runAt('2026-11-30T09:10:00Z');
    expect(smtp.received.filter((mail) => mail.envelopeTo.includes(ben.user.email))).toHaveLength(1);
    await runAt('2026-11-30T09:16:30Z');
    const mails = await smtp.waitFor(ben.user.email, 2);
    expect(mails[1]!.subject).toBe(`${ada.user.firstName} ${ada.user.lastName} mentioned you on OKR`);
    const rows = await db.selectFrom('email_outbox').select('kind').where('to_address', '=', ben.user.email).where('kind', '=', 'mention_digest').execute();
    expect(rows).toHaveLength(2);
  });

  it('writes in the recipient’s language, and sends nothing when the email preference is off', async () => {
    const { ada, ben, val, thread } = await team(() => app, db);
    await db.updateTable('users').set({ language: 'es' }).where('id', '=', ben.user.id).execute();
    expect((await val.api.patch('/api/me/notification-preferences', { mention: { email: false } })).statusCode).toBe(200);
    await postComment(ada.api, thread, { body: `${mention(ben)} y ${mention(val)}` });
    await runAt('2026-12-01T09:00:00Z');
    const [toBen] = await smtp.waitFor(ben.user.email);
    expect(toBen!.subject).toBe(`${ada.user.firstName} ${ada.user.lastName} te mencionó en OKR`);
    expect(toBen!.text).toContain('Te mencionaron en un comentario:');
    expect(smtp.received.filter((mail) => mail.envelopeTo.includes(val.user.email))).toEqual([]);
    // Decided (not left waiting for ever).
    const waiting = await db.selectFrom('comment_mentions').select('user_id').where('user_id', '=', val.user.id).where('notified_at', 'is', null).execute();
    expect(waiting).toEqual([]);
  });
});
