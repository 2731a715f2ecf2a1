import { addDays, isoWeekOf } from '@okr/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/createDatabase';
import { freshDatabase } from '../support/testDatabase';
import { isSignUpVerification, startTestSmtpServer } from '../support/testSmtpServer';
import { digestApp, manualClock, nextMonday, personWithTask } from './digestWorld';

// The weekly digest (issue 21): Monday 08:00 in each user's time zone, the items of GET /me/week
// with links, nothing when there is nothing, opt-out, once per user and ISO week; delivered by the
// real outbox to a real SMTP server. Its own database: the digest looks at every user there.

const monday = nextMonday();
const clock = manualClock(`${addDays(monday, -1)}T12:00:00Z`);
let handle: DatabaseHandle;
let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;

beforeAll(async () => {
  handle = await freshDatabase();
  smtp = await startTestSmtpServer(0, { ignore: isSignUpVerification });
  app = await digestApp(handle.db, clock, smtp.url);
});
afterAll(async () => {
  await app?.close();
  await smtp?.stop();
  await handle?.close();
});

/** Runs the digest at `iso` and waits for its emails to leave. */
async function runAt(iso: string) {
  clock.set(iso);
  app.digest.scheduler!.kick();
  await app.digest.scheduler!.idle();
  await app.emailSender.idle();
}

const rowsOf = (userId: string) => handle.db.selectFrom('weekly_digests').selectAll().where('user_id', '=', userId).execute();

describe('the weekly digest', () => {
  it('goes out on Monday at 08:00 in each user\'s time zone, once, with the items of My week and their links', async () => {
    const madrid = await personWithTask(app, handle.db, { dueDate: addDays(monday, 2), timeZone: 'Europe/Madrid', firstName: 'Marta', title: 'Ship <the> "deck" & more' });
    const utc = await personWithTask(app, handle.db, { dueDate: addDays(monday, -1), firstName: 'Uma' });
    const newYork = await personWithTask(app, handle.db, { dueDate: addDays(monday, 1), timeZone: 'America/New_York' });

    // Sunday evening and Monday before 08:00 local: nothing.
    await runAt(`${addDays(monday, -1)}T23:00:00Z`);
    await runAt(`${monday}T06:59:00Z`);
    expect(smtp.received).toEqual([]);

    // 07:05 UTC is 08:05 in Madrid (winter time): Marta only.
    await runAt(`${monday}T07:05:00Z`);
    const [toMarta, ...others] = await smtp.waitFor(madrid.session.email);
    expect(others).toEqual([]);
    expect(toMarta!.subject).toBe('Your week on OKR: 1 thing needs you');
    expect(toMarta!.text).toContain('Hello Marta,');
    expect(toMarta!.text).toContain(`- Ship <the> "deck" & more (${madrid.session.organization!.name})`);
    expect(toMarta!.text).toContain(`Task due, due ${addDays(monday, 2)}`);
    expect(toMarta!.text).toContain(`http://app.okr.test/app/initiatives/${madrid.initiativeId}?org=${madrid.organizationId}`);
    expect(toMarta!.html).toContain('Ship &lt;the&gt; &quot;deck&quot; &amp; more');
    expect(toMarta!.html).not.toContain('<the>');
    expect(toMarta!.html).toContain(`href="http://app.okr.test/app/initiatives/${madrid.initiativeId}?org=${madrid.organizationId}"`);
    expect(toMarta!.listUnsubscribe).toMatch(/^http:\/\/app\.okr\.test\/api\/auth\/digest\/unsubscribe\?token=/);
    expect(toMarta!.text).toContain(toMarta!.listUnsubscribe);
    expect(toMarta!.html).toContain(`href="${toMarta!.listUnsubscribe!.replace(/&/g, '&amp;')}"`);
    expect(smtp.received.filter((mail) => mail.envelopeTo.includes(utc.session.email))).toEqual([]);

    // 08:05 UTC: Uma too (her task is overdue); New York is still at 03:05.
    await runAt(`${monday}T08:05:00Z`);
    const [toUma] = await smtp.waitFor(utc.session.email);
    expect(toUma!.text).toContain(`Task due, overdue since ${addDays(monday, -1)}`);
    expect(smtp.received.filter((mail) => mail.envelopeTo.includes(newYork.session.email))).toEqual([]);

    // Later that Monday, again: no second email to anyone.
    await runAt(`${monday}T23:30:00Z`);
    expect(smtp.received.filter((mail) => mail.envelopeTo.includes(madrid.session.email))).toHaveLength(1);
    expect(smtp.received.filter((mail) => mail.envelopeTo.includes(utc.session.email))).toHaveLength(1);
    expect(await rowsOf(madrid.session.user.id)).toEqual([expect.objectContaining({ week: expect.stringMatching(/^\d{4}-W\d{2}$/), item_count: 1 })]);
    const [toNewYork] = await smtp.waitFor(newYork.session.email);
    expect(toNewYork!.subject).toBe('Your week on OKR: 1 thing needs you');
  });

  it('sends nothing when there is nothing to say, nothing to who opted out, and Spanish to Spanish speakers', async () => {
    const week = `${addDays(monday, 7)}`;
    const idle = await personWithTask(app, handle.db, { dueDate: addDays(week, 30) });
    const optedOut = await personWithTask(app, handle.db, { dueDate: addDays(week, 1) });
    await app.inject({ method: 'PATCH', url: '/api/auth/me', headers: { authorization: `Bearer ${optedOut.session.accessToken}` }, payload: { weeklyDigest: false } });
    const spanish = await personWithTask(app, handle.db, { dueDate: week, language: 'es', firstName: 'Lucía', title: 'Enviar la propuesta' });

    await runAt(`${week}T09:00:00Z`);
    const [toLucia] = await smtp.waitFor(spanish.session.email);
    expect(toLucia!.subject).toBe('Tu semana en OKR: 1 cosa te necesita');
    expect(toLucia!.language).toBe('es');
    expect(toLucia!.text).toContain('Hola, Lucía:');
    expect(toLucia!.text).toContain('Tarea por vencer, vence hoy');
    expect(toLucia!.html).toContain('<html lang="es">');

    expect(smtp.received.filter((mail) => mail.envelopeTo.includes(idle.session.email))).toEqual([]);
    expect(await rowsOf(idle.session.user.id)).toEqual([expect.objectContaining({ item_count: 0, email_id: null })]);
    expect(smtp.received.filter((mail) => mail.envelopeTo.includes(optedOut.session.email))).toEqual([]);
    // Opted out of the email, the week is still decided (its in-app check-in reminders): no email on the row.
    expect(await rowsOf(optedOut.session.user.id)).toEqual([expect.objectContaining({ email_id: null })]);

    // Lucía follows the link of her email, without signing in: no digest next Monday.
    const link = new URL(toLucia!.listUnsubscribe!);
    const stop = await app.inject({ method: 'POST', url: `${link.pathname}${link.search}` });
    expect(stop.statusCode, stop.body).toBe(200);
    await runAt(`${addDays(week, 7)}T09:00:00Z`);
    expect(smtp.received.filter((mail) => mail.envelopeTo.includes(spanish.session.email))).toHaveLength(1);
  });

  it('sends each digest once whatever the number of apps on the database and their restarts', async () => {
    const week = addDays(monday, 14);
    const person = await personWithTask(app, handle.db, { dueDate: addDays(week, 1) });
    // A second app on the same database (the same clock), and a third built after the first two ran: a restart.
    const second = await digestApp(handle.db, clock, smtp.url);
    try {
      clock.set(`${week}T08:30:00Z`);
      app.digest.scheduler!.kick();
      second.digest.scheduler!.kick();
      await Promise.all([app.digest.scheduler!.idle(), second.digest.scheduler!.idle()]);
      await Promise.all([app.emailSender.idle(), second.emailSender.idle()]);
    } finally {
      await second.close();
    }
    const restarted = await digestApp(handle.db, clock, smtp.url);
    try {
      restarted.digest.scheduler!.kick();
      await restarted.digest.scheduler!.idle();
      await restarted.emailSender.idle();
    } finally {
      await restarted.close();
    }
    expect(await smtp.waitFor(person.session.email)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received.filter((mail) => mail.envelopeTo.includes(person.session.email))).toHaveLength(1);
    // One row for that week (the previous Monday's run, still "now" when the second app started, decided an empty one).
    expect((await rowsOf(person.session.user.id)).filter((row) => row.week === isoWeekOf(week))).toEqual([expect.objectContaining({ item_count: 1 })]);
  });
});
