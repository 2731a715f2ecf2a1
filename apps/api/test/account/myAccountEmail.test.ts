import { afterAll, describe, expect, it } from 'vitest';
import { bearer, login, PASSWORD, register, uniqueEmail } from '../support/api';
import { startTestSmtpServer } from '../support/testSmtpServer';
import { useTestApp } from '../support/testApp';

// My account (issue 32, api-contract.md "My account"): verifying the address at sign-up and
// changing it, the links delivered by the product's SMTP client to a real SMTP server.

const smtp = await startTestSmtpServer();
const ctx = useTestApp({ smtpUrl: smtp.url, mailFrom: 'OKR <no-reply@okr.test>' });
afterAll(() => smtp.stop());

const post = (url: string, payload: unknown, token?: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers: { ...(token && bearer(token)), ...headers } });
const me = async (token: string) => (await ctx.app.inject({ url: '/api/auth/me', headers: bearer(token) })).json().user;

/** The token of the `kind` link in the `count`-th email to `to`. */
async function linkToken(to: string, kind: 'verify-email' | 'confirm-email', count = 1): Promise<string> {
  const mails = (await smtp.waitFor(to, count)).filter((mail) => mail.text.includes(`/${kind}/`));
  const match = new RegExp(`http://app\\.okr\\.test/${kind}/([A-Za-z0-9_-]{43})`).exec(mails.at(-1)?.text ?? '');
  expect(match, mails.map((mail) => mail.subject).join(', ')).not.toBeNull();
  return match![1]!;
}

/** Moves the user's newest link of `purpose` back in time. */
async function ageLinks(userId: string, purpose: 'verify' | 'change', seconds: number) {
  const ms = seconds * 1000;
  const rows = await ctx.db.selectFrom('email_tokens').selectAll().where('user_id', '=', userId).where('purpose', '=', purpose).execute();
  for (const row of rows) {
    await ctx.db
      .updateTable('email_tokens')
      .set({ expires_at: new Date(row.expires_at.getTime() - ms) })
      .where('id', '=', row.id)
      .execute();
  }
}

describe('verified email at sign-up', () => {
  it('starts unverified, emails a 24-hour link, and the link verifies the address once', async () => {
    const user = await register(ctx.app, { firstName: 'Grace' });
    expect(user.user.emailVerified).toBe(false);
    const [mail] = await smtp.waitFor(user.email);
    expect(mail).toMatchObject({ subject: 'Verify your OKR email address', language: 'en' });
    expect(mail!.text).toContain('Hello Grace,');
    const token = await linkToken(user.email, 'verify-email');
    const stored = await ctx.db.selectFrom('email_tokens').select(['token_hash', 'expires_at']).where('user_id', '=', user.user.id).execute();
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0]!.expires_at.getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);

    const verified = await post('/auth/verify-email', { token });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().user).toMatchObject({ id: user.user.id, emailVerified: true });
    expect(await me(user.accessToken)).toMatchObject({ emailVerified: true });
    const again = await post('/auth/verify-email', { token });
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('GONE');
    const audit = await ctx.db.selectFrom('audit_events').select('action').where('target_id', '=', user.user.id).execute();
    expect(audit.map((row) => row.action)).toContain('auth.email_verified');
  });

  it('answers 404 for a link never sent and 410 for an expired one, changing nothing', async () => {
    const user = await register(ctx.app);
    const token = await linkToken(user.email, 'verify-email');
    for (const unknown of ['A'.repeat(43), 'short', `${token.slice(0, 42)}\u0000`]) {
      const response = await post('/auth/verify-email', { token: unknown });
      expect([400, 404], unknown).toContain(response.statusCode);
    }
    expect((await post('/auth/verify-email', { token: 'A'.repeat(43) })).json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await post('/auth/verify-email', { token: 'x'.repeat(10_000) })).statusCode).toBe(400);
    await ageLinks(user.user.id, 'verify', 24 * 3600 + 1);
    const expired = await post('/auth/verify-email', { token });
    expect(expired.statusCode).toBe(410);
    expect(await me(user.accessToken)).toMatchObject({ emailVerified: false });
  });

  it('sends the link again after a minute, 429 within it, nothing once verified', async () => {
    const user = await register(ctx.app);
    await smtp.waitFor(user.email);
    const soon = await post('/auth/verify-email/resend', undefined, user.accessToken);
    expect(soon.statusCode).toBe(429);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    await ctx.db.updateTable('email_tokens').set({ created_at: new Date(Date.now() - 61_000) as never }).where('user_id', '=', user.user.id).execute();
    const later = await post('/auth/verify-email/resend', undefined, user.accessToken, { 'accept-language': 'es' });
    expect(later.statusCode).toBe(202);
    const mails = await smtp.waitFor(user.email, 2);
    expect(mails[1]).toMatchObject({ subject: 'Verifica tu dirección de correo de OKR', language: 'es' });
    // The newest link works; the older one was spent with it.
    const newest = await linkToken(user.email, 'verify-email', 2);
    expect((await post('/auth/verify-email', { token: newest })).statusCode).toBe(200);
    await ctx.db.updateTable('email_tokens').set({ created_at: new Date(Date.now() - 61_000) as never }).where('user_id', '=', user.user.id).execute();
    expect((await post('/auth/verify-email/resend', undefined, user.accessToken)).statusCode).toBe(202);
    await ctx.app.emailSender.idle();
    const rows = await ctx.db.selectFrom('email_outbox').select('id').where('to_address', '=', user.email).execute();
    expect(rows).toHaveLength(2);
    expect((await post('/auth/verify-email/resend', undefined)).statusCode).toBe(401);
  });
});

describe('change email', () => {
  it('links the new address, tells the old one, and changes it once the link is opened', async () => {
    const user = await register(ctx.app, { firstName: 'Ada' });
    const newEmail = uniqueEmail('moved');
    const asked = await post('/auth/change-email', { newEmail: newEmail.toUpperCase(), password: PASSWORD }, user.accessToken);
    expect(asked.statusCode, asked.body).toBe(202);
    const [notice] = (await smtp.waitFor(user.email, 2)).filter((mail) => mail.subject.startsWith('A change'));
    expect(notice!.text).toContain(newEmail);
    expect(notice!.text).not.toMatch(/confirm-email/);
    const token = await linkToken(newEmail, 'confirm-email');
    // Nothing changes before the link is opened.
    expect(await me(user.accessToken)).toMatchObject({ email: user.email });

    const confirmed = await post('/auth/confirm-email', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().user).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await post('/auth/confirm-email', { token })).statusCode).toBe(410);
    expect((await login(ctx.app, newEmail, PASSWORD)).statusCode).toBe(200);
    expect((await login(ctx.app, user.email, PASSWORD)).statusCode).toBe(401);
    const audit = await ctx.db.selectFrom('audit_events').select(['action', 'before', 'after']).where('target_id', '=', user.user.id).execute();
    expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(['auth.email_change_requested', 'auth.email_changed']));
    expect(audit.find((row) => row.action === 'auth.email_changed')).toMatchObject({ before: { email: user.email }, after: { email: newEmail } });
  });

  it('refuses a wrong password (400 naming it), an address taken (409) and bad input, sending nothing', async () => {
    const user = await register(ctx.app);
    const other = await register(ctx.app);
    await smtp.waitFor(user.email);
    const cases: [unknown, number, string?][] = [
      [{ newEmail: uniqueEmail('x'), password: 'wrong password!' }, 400, 'password'],
      [{ newEmail: other.email, password: PASSWORD }, 409],
      [{ newEmail: user.email, password: PASSWORD }, 409],
      [{ newEmail: 'not-an-email', password: PASSWORD }, 400, 'newEmail'],
      [{ newEmail: `a\u0000b@x.test`, password: PASSWORD }, 400, 'newEmail'],
      [{ newEmail: `${'x'.repeat(10_000)}@x.test`, password: PASSWORD }, 400, 'newEmail'],
      [{ newEmail: uniqueEmail('y'), password: PASSWORD, extra: 1 }, 400, 'extra'],
    ];
    for (const [payload, status, field] of cases) {
      const response = await post('/auth/change-email', payload, user.accessToken);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
      if (field) expect(response.json().details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    }
    await ctx.app.emailSender.idle();
    const tokens = await ctx.db.selectFrom('email_tokens').select('id').where('user_id', '=', user.user.id).where('purpose', '=', 'change').execute();
    expect(tokens).toEqual([]);
    expect((await smtp.waitFor(user.email, 2, 300)).length).toBe(1);
  });

  it('answers 404 for an unknown link, 410 for an expired one, 409 when the address was taken meanwhile', async () => {
    const user = await register(ctx.app);
    const newEmail = uniqueEmail('later');
    await post('/auth/change-email', { newEmail, password: PASSWORD }, user.accessToken);
    const token = await linkToken(newEmail, 'confirm-email');
    expect((await post('/auth/confirm-email', { token: 'B'.repeat(43) })).statusCode).toBe(404);
    // A verify link is not a change link.
    expect((await post('/auth/confirm-email', { token: await linkToken(user.email, 'verify-email') })).statusCode).toBe(404);
    await register(ctx.app, { email: newEmail });
    const taken = await post('/auth/confirm-email', { token });
    expect(taken.statusCode).toBe(409);
    await ageLinks(user.user.id, 'change', 3601);
    expect((await post('/auth/confirm-email', { token })).statusCode).toBe(410);
    expect(await me(user.accessToken)).toMatchObject({ email: user.email });
  });
});
