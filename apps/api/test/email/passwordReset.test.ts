import { FORGOT_PASSWORD_MESSAGE } from '@okr/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, login, register, randomIp, uniqueEmail } from '../support/api';
import { isSignUpVerification, startTestSmtpServer } from '../support/testSmtpServer';
import { useTestApp } from '../support/testApp';

// Password reset (issue 17, api-contract.md "Password reset"), delivered by the product's SMTP client
// to a real SMTP server the test runs.

const smtp = await startTestSmtpServer(0, { ignore: isSignUpVerification });
const ctx = useTestApp({ smtpUrl: smtp.url, mailFrom: 'OKR <no-reply@okr.test>' });
afterAll(() => smtp.stop());

const forgot = (email: string, headers: Record<string, string> = {}, ip = randomIp()) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, headers, remoteAddress: ip });
const reset = (token: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });

/** The token of the reset link in the newest email to `to`. */
async function linkTokenFor(to: string, count = 1): Promise<string> {
  const mails = await smtp.waitFor(to, count);
  expect(mails.length).toBeGreaterThanOrEqual(count);
  const match = /http:\/\/app\.okr\.test\/reset-password\/([A-Za-z0-9_-]{43})/.exec(mails[count - 1]!.text);
  expect(match, mails[count - 1]!.text).not.toBeNull();
  return match![1]!;
}

describe('forgot password', () => {
  it('answers 202 with the one message and emails the link, with the right headers, by SMTP', async () => {
    const user = await register(ctx.app, { firstName: 'Grace' });
    const response = await forgot(user.email.toUpperCase());
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    const [mail] = await smtp.waitFor(user.email);
    expect(mail).toMatchObject({ envelopeTo: [user.email], from: '"OKR" <no-reply@okr.test>', subject: 'Reset your OKR password', language: 'en' });
    expect(mail!.contentType).toBe('multipart/alternative');
    expect(mail!.text).toContain('Hello Grace,');
    expect(mail!.html).toContain('href="http://app.okr.test/reset-password/');
    expect(mail!.html).not.toMatch(/<img|src=|https?:\/\/(?!app\.okr\.test)/);
    // The SMTP server has the message before the sender marks its row sent: wait for the sender.
    await ctx.app.emailSender.idle();
    const row = await ctx.db.selectFrom('email_outbox').selectAll().where('to_address', '=', user.email).where('kind', '=', 'password_reset').executeTakeFirstOrThrow();
    expect(mail!.messageId).toBe(row.message_id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, kind: 'password_reset', last_error: null });
    // Only the hash of the token is stored.
    const token = await linkTokenFor(user.email);
    const stored = await ctx.db.selectFrom('password_resets').select('token_hash').where('user_id', '=', user.user.id).execute();
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('writes in the language of the request (Spanish), names as text', async () => {
    const user = await register(ctx.app, { firstName: '<script>alert(1)</script>', lastName: '"; DROP TABLE users; --' });
    await forgot(user.email, { 'accept-language': 'es-ES,es;q=0.9' });
    const [mail] = await smtp.waitFor(user.email);
    expect(mail).toMatchObject({ subject: 'Restablece tu contraseña de OKR', language: 'es' });
    expect(mail!.text).toContain('Hola, <script>alert(1)</script>:');
    expect(mail!.html).toContain('Hola, &lt;script&gt;alert(1)&lt;/script&gt;:');
    expect(mail!.html).not.toContain('<script>');
  });

  it('answers the same 202 and sends nothing for an unknown, a deactivated account, or bad case', async () => {
    const unknown = uniqueEmail('nobody');
    expect((await forgot(unknown)).json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    const gone = await register(ctx.app);
    await ctx.db.updateTable('users').set({ is_active: false }).where('id', '=', gone.user.id).execute();
    expect((await forgot(gone.email)).statusCode).toBe(202);
    await ctx.app.emailSender.idle();
    const rows = await ctx.db.selectFrom('email_outbox').select('id').where('to_address', 'in', [unknown, gone.email]).where('kind', '=', 'password_reset').execute();
    expect(rows).toEqual([]);
  });

  it('refuses bad input with 400 and queues nothing', async () => {
    for (const payload of [{ email: 'not-an-email' }, { email: `a\u0000b@x.test` }, { email: `${'x'.repeat(10_000)}@x.test` }, {}, { email: 'a@b.test', extra: 1 }]) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('limits requests per email (429 with Retry-After)', async () => {
    const user = await register(ctx.app);
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await forgot(user.email)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    const limited = await forgot(user.email);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('reset password', () => {
  it('sets the new password, spends the link, and signs out every session of the user', async () => {
    const user = await register(ctx.app);
    const other = await login(ctx.app, user.email, user.password);
    await forgot(user.email);
    const token = await linkTokenFor(user.email);
    expect((await reset(token, 'short')).statusCode).toBe(400);
    const done = await reset(token, 'a brand new passphrase');
    expect(done.statusCode, done.body).toBe(200);
    // Both sessions are gone: their access tokens and refresh tokens.
    for (const accessToken of [user.accessToken, other.json().accessToken as string]) {
      const me = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(accessToken) });
      expect(me.statusCode).toBe(401);
    }
    const refreshed = await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: user.refreshToken } });
    expect(refreshed.statusCode).toBe(401);
    expect((await login(ctx.app, user.email, user.password)).statusCode).toBe(401);
    expect((await login(ctx.app, user.email, 'a brand new passphrase')).statusCode).toBe(200);
    // Used: 410, and nothing changes.
    const again = await reset(token, 'yet another passphrase');
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('GONE');
    expect((await login(ctx.app, user.email, 'a brand new passphrase')).statusCode).toBe(200);
    const audit = await ctx.db.selectFrom('audit_events').selectAll().where('action', '=', 'auth.password_reset').where('target_id', '=', user.user.id).execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('answers 410 for an expired link and 404 for a link never sent, changing nothing', async () => {
    const user = await register(ctx.app);
    await forgot(user.email);
    const token = await linkTokenFor(user.email);
    await ctx.db.updateTable('password_resets').set({ expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', user.user.id).execute();
    expect((await reset(token, 'a brand new passphrase')).statusCode).toBe(410);
    expect((await reset('A'.repeat(43), 'a brand new passphrase')).statusCode).toBe(404);
    expect((await reset('not a token', 'a brand new passphrase')).statusCode).toBe(404);
    expect((await reset(`${'A'.repeat(42)}\u0000`, 'a brand new passphrase')).statusCode).toBeLessThan(500);
    expect((await login(ctx.app, user.email, user.password)).statusCode).toBe(200);
  });
});
