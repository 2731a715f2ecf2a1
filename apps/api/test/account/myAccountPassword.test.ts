import { afterAll, describe, expect, it } from 'vitest';
import { bearer, login, PASSWORD, randomIp, register } from '../support/api';
import { startTestSmtpServer } from '../support/testSmtpServer';
import { loadSignInLimits } from '../../src/modules/auth/signInLimitsConfig';
import { useTestApp } from '../support/testApp';

// My account (issue 32, api-contract.md "My account"): the profile and the password.

const smtp = await startTestSmtpServer();
// Two failures on an account make it wait (apps/api/README.md "Sign-in limits").
const ctx = useTestApp({ smtpUrl: smtp.url, mailFrom: 'OKR <no-reply@okr.test>', signInLimits: loadSignInLimits({ SIGN_IN_ACCOUNT_FAILURES: '2' }) });
afterAll(() => smtp.stop());

const NEW_PASSWORD = 'a brand new passphrase';
const changePassword = (token: string, payload: unknown, ip = randomIp()) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/change-password', payload: payload as object, headers: bearer(token), remoteAddress: ip });
const patchMe = (token: string, payload: unknown) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/auth/me', headers: { ...bearer(token), 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
const meStatus = async (token: string) => (await ctx.app.inject({ url: '/api/auth/me', headers: bearer(token) })).statusCode;

describe('PATCH /auth/me (profile)', () => {
  it('changes the name and the language of the emails, only the fields sent', async () => {
    const user = await register(ctx.app);
    const response = await patchMe(user.accessToken, { firstName: '  Grace ', lastName: 'Hopper', locale: 'es' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toEqual({ ...user.user, firstName: 'Grace', lastName: 'Hopper', fullName: 'Grace Hopper' });
    const row = await ctx.db.selectFrom('users').select(['language', 'first_name']).where('id', '=', user.user.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ language: 'es', first_name: 'Grace' });
  });

  it.each([
    ['an empty first name', { firstName: '' }, 'firstName'],
    ['a blank first name', { firstName: '   ' }, 'firstName'],
    ['a 10,000-character first name', { firstName: 'x'.repeat(10_000) }, 'firstName'],
    ['a 10,000-character last name', { lastName: 'x'.repeat(10_000) }, 'lastName'],
    ['a NUL in the name', { firstName: 'Ad\u0000a' }, 'firstName'],
    ['an unknown locale', { locale: 'fr' }, 'locale'],
    ['the email (changed by link only)', { email: 'new@x.test' }, 'email'],
  ])('refuses %s with a 400 naming the field, and changes nothing', async (_label, payload, field) => {
    const user = await register(ctx.app);
    const response = await patchMe(user.accessToken, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: expect.arrayContaining([expect.objectContaining({ field })]) });
    const me = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(user.accessToken) });
    expect(me.json().user).toEqual(user.user);
  });
});

describe('POST /auth/change-password', () => {
  it('changes the password, signs out every other session at its next request, emails and audits', async () => {
    const user = await register(ctx.app, { firstName: 'Ada' });
    const other = (await login(ctx.app, user.email, PASSWORD)).json();
    expect(await meStatus(other.accessToken)).toBe(200);

    const response = await changePassword(user.accessToken, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.statusCode, response.body).toBe(204);
    // The other session's access token is refused at once, not when it expires; its refresh fails.
    expect(await meStatus(other.accessToken)).toBe(401);
    const refreshed = await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: other.refreshToken } });
    expect(refreshed.statusCode).toBe(401);
    // The caller's session stays.
    expect(await meStatus(user.accessToken)).toBe(200);
    expect((await login(ctx.app, user.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(ctx.app, user.email, NEW_PASSWORD)).statusCode).toBe(200);

    const mails = await smtp.waitFor(user.email, 2);
    const notice = mails.find((mail) => mail.subject === 'Your OKR password was changed');
    expect(notice?.text).toContain('Hello Ada,');
    expect(notice?.text).not.toContain(NEW_PASSWORD);
    const audit = await ctx.db.selectFrom('audit_events').select(['action', 'before', 'after']).where('target_id', '=', user.user.id).where('action', '=', 'auth.password_changed').execute();
    expect(audit).toEqual([{ action: 'auth.password_changed', before: null, after: null }]);
  });

  it('answers 400 naming currentPassword for a wrong one, changing nothing, and counts it as a failed sign-in', async () => {
    const user = await register(ctx.app);
    const other = (await login(ctx.app, user.email, PASSWORD)).json();
    const ip = randomIp();
    const wrong = await changePassword(user.accessToken, { currentPassword: 'not my password', newPassword: NEW_PASSWORD }, ip);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'currentPassword' }] });
    expect(await meStatus(other.accessToken)).toBe(200);
    // The second failure reaches the account's threshold: it waits, the right password included, and so does sign-in.
    expect((await changePassword(user.accessToken, { currentPassword: 'still wrong', newPassword: NEW_PASSWORD }, ip)).statusCode).toBe(400);
    const blocked = await changePassword(user.accessToken, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, randomIp());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(ctx.app, user.email, PASSWORD)).statusCode).toBe(429);
    expect(await meStatus(other.accessToken)).toBe(200);
    const changed = await ctx.db.selectFrom('audit_events').select('id').where('target_id', '=', user.user.id).where('action', '=', 'auth.password_changed').execute();
    expect(changed).toEqual([]);
  });

  it.each([
    ['a short new password', { currentPassword: PASSWORD, newPassword: 'short' }, 'newPassword'],
    ['a 10,000-character new password', { currentPassword: PASSWORD, newPassword: 'x'.repeat(10_000) }, 'newPassword'],
    ['a NUL in the new password', { currentPassword: PASSWORD, newPassword: 'a long enough\u0000password' }, 'newPassword'],
    ['an empty current password', { currentPassword: '', newPassword: NEW_PASSWORD }, 'currentPassword'],
    ['no current password', { newPassword: NEW_PASSWORD }, 'currentPassword'],
  ])('refuses %s with a 400 naming the field, changing nothing', async (_label, payload, field) => {
    const user = await register(ctx.app);
    const response = await changePassword(user.accessToken, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    expect((await login(ctx.app, user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('needs a person signed in', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/change-password', payload: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD } });
    expect(response.statusCode).toBe(401);
  });
});
