import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/createDatabase';
import { EmailSender } from '../../src/modules/email/EmailSender';
import { emailCopy } from '../../src/modules/email/emailTemplates';
import { enqueueEmail } from '../../src/modules/email/enqueueEmail';
import { smtpTransport } from '../../src/modules/email/mailTransport';
import { scratchPostgres } from '../support/scratchPostgres';
import { databaseUrl, sharedDatabase } from '../support/testDatabase';
import { startTestSmtpServer } from '../support/testSmtpServer';

// The outbox's delivery (issue 17, api-contract.md "Email"): at least once, the same Message-ID on
// every attempt, retried while the SMTP server refuses or is down, taken over from a dead process,
// failed with its last error after a day, and sent once by several senders sharing the outbox.

const quiet = { info() {}, warn() {}, error() {}, debug() {} } as unknown as FastifyBaseLogger;
const appUrl = 'http://app.okr.test';
const senders: EmailSender[] = [];
// Each test's sender stops with it: a sender left polling would take the next test's rows.
afterEach(async () => {
  for (const sender of senders.splice(0)) await sender.stop();
});

function senderOf(db: Awaited<ReturnType<typeof sharedDatabase>>['db'], smtpUrl: string) {
  const sender = new EmailSender(db, smtpTransport(smtpUrl, 'OKR <no-reply@okr.test>'), quiet, 60_000);
  senders.push(sender);
  return sender;
}

async function queue(db: Awaited<ReturnType<typeof sharedDatabase>>['db'], to: string) {
  const content = emailCopy.password_reset.en({ name: 'Ada', link: `${appUrl}/reset-password/${'x'.repeat(43)}` });
  return enqueueEmail(db, { kind: 'password_reset', to, language: 'en', content }, appUrl);
}

const rowOf = async (db: Awaited<ReturnType<typeof sharedDatabase>>['db'], id: string) =>
  db.selectFrom('email_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Makes a waiting row due now (its retry would otherwise wait 5 s), then sends. */
async function retryNow(db: Awaited<ReturnType<typeof sharedDatabase>>['db'], sender: EmailSender, id: string) {
  await db.updateTable('email_outbox').set({ next_attempt_at: new Date(Date.now() - 1000) }).where('id', '=', id).execute();
  sender.kick();
  await sender.idle();
}

describe('the email outbox', () => {
  it('retries while the SMTP server is down, then delivers once it is back, with the same Message-ID', async () => {
    const { db } = await sharedDatabase();
    const smtp = await startTestSmtpServer();
    await smtp.stop();
    const sender = senderOf(db, smtp.url);
    sender.start();
    const to = `down-${randomUUID()}@okr.test`;
    const id = await queue(db, to);
    sender.kick();
    await sender.idle();
    const failed = await rowOf(db, id);
    expect(failed).toMatchObject({ status: 'queued', attempts: 1 });
    expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.next_attempt_at.getTime()).toBeGreaterThan(Date.now());
    await smtp.start();
    await retryNow(db, sender, id);
    const [mail] = await smtp.waitFor(to);
    const sent = await rowOf(db, id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(mail!.messageId).toBe(sent.message_id);
    await smtp.stop();
  });

  it('retries while the SMTP server refuses the message (451), then delivers', async () => {
    const { db } = await sharedDatabase();
    const smtp = await startTestSmtpServer();
    smtp.refuse(true);
    const sender = senderOf(db, smtp.url);
    sender.start();
    const to = `refused-${randomUUID()}@okr.test`;
    const id = await queue(db, to);
    sender.kick();
    await sender.idle();
    expect((await rowOf(db, id)).last_error).toMatch(/451|busy/i);
    smtp.refuse(false);
    await retryNow(db, sender, id);
    expect(await smtp.waitFor(to)).toHaveLength(1);
    expect((await rowOf(db, id)).status).toBe('sent');
    await smtp.stop();
  });

  it('takes over the claim of a process that died, and ignores that claim if it answers late', async () => {
    const { db } = await sharedDatabase();
    const smtp = await startTestSmtpServer();
    const to = `taken-${randomUUID()}@okr.test`;
    const id = await queue(db, to);
    // A process claimed it (attempt 1) and died: its lease ends, another sender takes it (attempt 2).
    await db.updateTable('email_outbox').set({ attempts: 1, lease_until: new Date(Date.now() - 1000) }).where('id', '=', id).execute();
    const sender = senderOf(db, smtp.url);
    sender.start();
    sender.kick();
    await sender.idle();
    expect(await smtp.waitFor(to)).toHaveLength(1);
    expect(await rowOf(db, id)).toMatchObject({ status: 'sent', attempts: 2 });
    await smtp.stop();
  });

  it('gives up after a day: failed, with the last error', async () => {
    const { db } = await sharedDatabase();
    const smtp = await startTestSmtpServer();
    await smtp.stop();
    const id = await queue(db, `never-${randomUUID()}@okr.test`);
    await db.updateTable('email_outbox').set({ created_at: new Date(Date.now() - 24 * 3600_000) } as never).where('id', '=', id).execute();
    const sender = senderOf(db, smtp.url);
    sender.start();
    sender.kick();
    await sender.idle();
    const row = await rowOf(db, id);
    expect(row.status).toBe('failed');
    expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
  });

  it.skipIf(!databaseUrl)('is sent once per email by two senders on one PostgreSQL', async () => {
    const scratch = await scratchPostgres('email_twice');
    const { migrateToLatest } = await import('../../src/db/migrations/migrateToLatest');
    const one = await createDatabase({ kind: 'postgres', url: scratch.url });
    const two = await createDatabase({ kind: 'postgres', url: scratch.url });
    try {
      await migrateToLatest(one.db);
      const smtp = await startTestSmtpServer();
      const ids = [];
      for (let i = 0; i < 30; i += 1) ids.push(await queue(one.db, `twice-${i}@okr.test`));
      const a = new EmailSender(one.db, smtpTransport(smtp.url, 'OKR <no-reply@okr.test>'), quiet, 60_000);
      const b = new EmailSender(two.db, smtpTransport(smtp.url, 'OKR <no-reply@okr.test>'), quiet, 60_000);
      a.start();
      b.start();
      await Promise.all([a.idle(), b.idle()]);
      await a.stop();
      await b.stop();
      const messageIds = smtp.received.map((mail) => mail.messageId);
      expect(messageIds).toHaveLength(30);
      expect(new Set(messageIds).size).toBe(30);
      await smtp.stop();
    } finally {
      await one.close();
      await two.close();
      await scratch.drop();
    }
  });
});
