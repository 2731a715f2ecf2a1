import { Secret, TOTP } from 'otpauth';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bearer, login, PASSWORD, randomIp, register } from '../support/api';
import type { Registered } from '../support/api';
import { joinOrganization } from '../support/membership';
import { loadSignInLimits } from '../../src/modules/auth/signInLimitsConfig';
import { useTestApp } from '../support/testApp';

// Second factors (issue 32, api-contract.md "Second factors"): the authenticator app, recovery codes,
// the sign-in's second step, and organizations that require a factor.

// Three failures on an account make it wait (apps/api/README.md "Sign-in limits").
const ctx = useTestApp({ signInLimits: loadSignInLimits({ SIGN_IN_ACCOUNT_FAILURES: '3' }) });

/** What a phone shows for `secret`, `offsetSteps` periods from now. */
const phoneCode = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });
const post = (url: string, payload: unknown, token?: string, ip = randomIp()) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? bearer(token) : {}, remoteAddress: ip });

async function enrol(user: Registered) {
  const started = await post('/api/auth/mfa/totp', undefined, user.accessToken);
  expect(started.statusCode, started.body).toBe(200);
  const { secret, otpauthUrl } = started.json<{ secret: string; otpauthUrl: string }>();
  const confirmed = await post('/api/auth/mfa/totp/confirm', { code: phoneCode(secret) }, user.accessToken);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret, otpauthUrl, recoveryCodes: confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

const mfaStatus = async (token: string) => (await ctx.app.inject({ url: '/api/auth/mfa', headers: bearer(token) })).json();

describe('authenticator app (TOTP)', () => {
  it('enrols with an otpauth URI, confirms with the code a phone computes, answers ten recovery codes kept hashed', async () => {
    const user = await register(ctx.app);
    const { secret, otpauthUrl, recoveryCodes } = await enrol(user);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/OKR:.*\?.*issuer=OKR/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = await ctx.db.selectFrom('recovery_codes').select('code_hash').where('user_id', '=', user.user.id).execute();
    expect(stored.map((row) => row.code_hash)).not.toContain(recoveryCodes[0]);
    const totp = await ctx.db.selectFrom('user_totp').select('secret_sealed').where('user_id', '=', user.user.id).executeTakeFirstOrThrow();
    expect(totp.secret_sealed).not.toContain(secret);
    expect(await mfaStatus(user.accessToken)).toEqual({ totpEnabled: true, recoveryCodesRemaining: 10, passkeyCount: 0, requiredBy: [] });
    const audit = await ctx.db.selectFrom('audit_events').select('action').where('target_id', '=', user.user.id).execute();
    expect(audit.map((row) => row.action)).toContain('auth.mfa_enrolled');
  });

  it('refuses a wrong code at confirmation with a 400 naming code, and turns nothing on', async () => {
    const user = await register(ctx.app);
    const { secret } = (await post('/api/auth/mfa/totp', undefined, user.accessToken)).json<{ secret: string }>();
    const wrong = String((Number(phoneCode(secret)) + 1) % 1_000_000).padStart(6, '0');
    const response = await post('/api/auth/mfa/totp/confirm', { code: wrong }, user.accessToken);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [expect.objectContaining({ field: 'code' })] });
    expect((await mfaStatus(user.accessToken)).totpEnabled).toBe(false);
  });

  it.each([
    ['a NUL in the code', { code: '12\u00003456' }],
    ['a 10,000-character code', { code: '1'.repeat(10_000) }],
    ['letters', { code: 'abcdef' }],
    ['an unknown field', { code: '123456', extra: true }],
  ])('refuses %s with a 400', async (_label, payload) => {
    const user = await register(ctx.app);
    await post('/api/auth/mfa/totp', undefined, user.accessToken);
    const response = await post('/api/auth/mfa/totp/confirm', payload, user.accessToken);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('sign-in with a second factor', () => {
  it('answers mfaRequired with no tokens, then the session after the code; the same code is refused the second time', async () => {
    const user = await register(ctx.app);
    const { secret } = await enrol(user);
    const first = await login(ctx.app, user.email, PASSWORD);
    expect(first.statusCode).toBe(200);
    const step = first.json();
    expect(step).toEqual({ mfaRequired: true, mfaToken: expect.any(String), methods: ['totp', 'recovery_code'] });
    expect(first.cookies).toEqual([]);

    // The code used at confirmation (same time step) is not accepted again.
    const replayed = await post('/api/auth/mfa/verify', { mfaToken: step.mfaToken, code: phoneCode(secret) });
    expect(replayed.statusCode).toBe(400);
    const next = phoneCode(secret, 1);
    const verified = await post('/api/auth/mfa/verify', { mfaToken: step.mfaToken, code: next });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ user: { id: user.user.id }, accessToken: expect.any(String), refreshToken: expect.any(String) });
    // Single use: the token and the code are spent.
    const again = await post('/api/auth/mfa/verify', { mfaToken: step.mfaToken, code: next });
    expect(again.statusCode).toBe(401);
    const otherStep = (await login(ctx.app, user.email, PASSWORD)).json();
    expect((await post('/api/auth/mfa/verify', { mfaToken: otherStep.mfaToken, code: next })).statusCode).toBe(400);
  });

  it('signs in with a recovery code once; the set regenerates and the old one stops working', async () => {
    const user = await register(ctx.app);
    const { recoveryCodes } = await enrol(user);
    const code = recoveryCodes[0]!;
    const step = (await login(ctx.app, user.email, PASSWORD)).json();
    const verified = await post('/api/auth/mfa/verify', { mfaToken: step.mfaToken, recoveryCode: ` ${code.toUpperCase()} ` });
    expect(verified.statusCode, verified.body).toBe(200);
    const session = verified.json();
    expect((await mfaStatus(session.accessToken)).recoveryCodesRemaining).toBe(9);
    const step2 = (await login(ctx.app, user.email, PASSWORD)).json();
    expect((await post('/api/auth/mfa/verify', { mfaToken: step2.mfaToken, recoveryCode: code })).statusCode).toBe(400);

    const renewed = await post('/api/auth/mfa/recovery-codes', { password: PASSWORD }, session.accessToken);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect((await post('/api/auth/mfa/verify', { mfaToken: step2.mfaToken, recoveryCode: recoveryCodes[1] })).statusCode).toBe(400);
    const fresh = renewed.json().recoveryCodes[0];
    expect((await post('/api/auth/mfa/verify', { mfaToken: step2.mfaToken, recoveryCode: fresh })).statusCode).toBe(200);
  });

  it('counts wrong codes against the sign-in limits of the account: 429 with Retry-After', async () => {
    const user = await register(ctx.app);
    const { secret } = await enrol(user);
    const ip = randomIp();
    const step = (await login(ctx.app, user.email, PASSWORD, ip)).json();
    const wrong = String((Number(phoneCode(secret, 1)) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 3; i++) expect((await post('/api/auth/mfa/verify', { mfaToken: step.mfaToken, code: wrong }, undefined, randomIp())).statusCode).toBe(400);
    const limited = await post('/api/auth/mfa/verify', { mfaToken: step.mfaToken, code: phoneCode(secret, 1) }, undefined, randomIp());
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('answers 401 to an unknown or expired mfaToken, and 400 when no or two answers are sent', async () => {
    const user = await register(ctx.app);
    const { secret } = await enrol(user);
    const step = (await login(ctx.app, user.email, PASSWORD)).json();
    expect((await post('/api/auth/mfa/verify', { mfaToken: 'nope', code: phoneCode(secret, 1) })).statusCode).toBe(401);
    expect((await post('/api/auth/mfa/verify', { mfaToken: step.mfaToken })).statusCode).toBe(400);
    expect((await post('/api/auth/mfa/verify', { mfaToken: step.mfaToken, code: '123456', recoveryCode: 'abcde-fghij' })).statusCode).toBe(400);
    expect((await post('/api/auth/mfa/verify', { mfaToken: `a\u0000b`, code: '123456' })).statusCode).toBe(400);
    await ctx.db.updateTable('mfa_challenges').set({ expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', user.user.id).execute();
    const expired = await post('/api/auth/mfa/verify', { mfaToken: step.mfaToken, code: phoneCode(secret, 1) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('UNAUTHENTICATED');
  });

  it('removes the app with the password and a code; sign-in then answers tokens directly', async () => {
    const user = await register(ctx.app);
    const { secret } = await enrol(user);
    const remove = (payload: unknown) =>
      ctx.app.inject({ method: 'DELETE', url: '/api/auth/mfa/totp', payload: payload as object, headers: bearer(user.accessToken), remoteAddress: randomIp() });
    expect((await remove({ password: 'wrong password', code: phoneCode(secret, 1) })).statusCode).toBe(400);
    expect((await remove({ password: PASSWORD, code: phoneCode(secret, 1) })).statusCode).toBe(204);
    expect(await mfaStatus(user.accessToken)).toMatchObject({ totpEnabled: false, recoveryCodesRemaining: 0 });
    expect((await login(ctx.app, user.email, PASSWORD)).json()).toHaveProperty('accessToken');
  });
});

describe('organizations that require a second factor', () => {
  const patchOrganization = (token: string, id: string, payload: unknown) =>
    ctx.app.inject({ method: 'PATCH', url: `/api/organizations/${id}`, payload: payload as object, headers: bearer(token) });

  it('is Pro and Enterprise only, needs a factor of the admin, then refuses members without one until they enrol', async () => {
    const admin = await register(ctx.app);
    const orgId = admin.organization!.id;
    expect((await patchOrganization(admin.accessToken, orgId, { requireMfa: true })).statusCode).toBe(402);
    await ctx.db.updateTable('organizations').set({ plan: 'Pro' }).where('id', '=', orgId).execute();
    expect((await patchOrganization(admin.accessToken, orgId, { requireMfa: true })).statusCode).toBe(422);
    const { secret } = await enrol(admin);
    const member = await register(ctx.app);
    await joinOrganization(ctx.db, orgId, member.user.id, 'Editor');

    const on = await patchOrganization(admin.accessToken, orgId, { requireMfa: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ requireMfa: true, ssoSatisfiesMfa: true });
    const inOrg = { ...bearer(member.accessToken), 'x-organization-id': orgId };
    const refused = await ctx.app.inject({ url: '/api/objectives', headers: inOrg });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('MFA_ENROLLMENT_REQUIRED');
    // Enrolment itself (under /auth) stays open; the member's status names the organization.
    expect((await mfaStatus(member.accessToken)).requiredBy).toEqual([{ id: orgId, name: admin.organization!.name }]);
    await enrol(member);
    expect((await ctx.app.inject({ url: '/api/objectives', headers: inOrg })).statusCode).toBe(200);
    // The admin cannot drop the last factor while the organization requires one.
    const drop = await ctx.app.inject({ method: 'DELETE', url: '/api/auth/mfa/totp', payload: { password: PASSWORD, code: phoneCode(secret, 1) }, headers: bearer(admin.accessToken) });
    expect(drop.statusCode).toBe(422);
  });

  it('needs settings:update to change the requirement', async () => {
    const admin = await register(ctx.app);
    const orgId = admin.organization!.id;
    await ctx.db.updateTable('organizations').set({ plan: 'Enterprise' }).where('id', '=', orgId).execute();
    const editor = await register(ctx.app);
    await joinOrganization(ctx.db, orgId, editor.user.id, 'Editor');
    const response = await patchOrganization(editor.accessToken, orgId, { requireMfa: true });
    expect(response.statusCode).toBe(403);
    const row = await ctx.db.selectFrom('organizations').select('require_mfa').where('id', '=', orgId).executeTakeFirstOrThrow();
    expect(row.require_mfa).toBe(false);
  });

  it("counts a sign-in through the organization's own SSO as its second factor, unless ssoSatisfiesMfa is off", async () => {
    const admin = await register(ctx.app);
    const orgId = admin.organization!.id;
    await ctx.db.updateTable('organizations').set({ plan: 'Enterprise' }).where('id', '=', orgId).execute();
    await enrol(admin);
    expect((await patchOrganization(admin.accessToken, orgId, { requireMfa: true })).statusCode).toBe(200);
    const member = await register(ctx.app);
    await joinOrganization(ctx.db, orgId, member.user.id, 'Editor');
    // What landSsoOutcome records for a sign-in through this organization's SSO.
    await sql`update auth_sessions set sso_organization_id = ${orgId} where user_id = ${member.user.id}`.execute(ctx.db);
    const inOrg = { ...bearer(member.accessToken), 'x-organization-id': orgId };
    expect((await ctx.app.inject({ url: '/api/objectives', headers: inOrg })).statusCode).toBe(200);
    expect((await patchOrganization(admin.accessToken, orgId, { ssoSatisfiesMfa: false })).statusCode).toBe(200);
    const refused = await ctx.app.inject({ url: '/api/objectives', headers: inOrg });
    expect(refused.json().code).toBe('MFA_ENROLLMENT_REQUIRED');
  });

  it('lists the active members without a second factor for settings:read, in that organization only', async () => {
    const admin = await register(ctx.app);
    const orgId = admin.organization!.id;
    const member = await register(ctx.app);
    await joinOrganization(ctx.db, orgId, member.user.id, 'Editor');
    const enrolled = await register(ctx.app);
    await joinOrganization(ctx.db, orgId, enrolled.user.id, 'Viewer');
    await enrol(enrolled);
    const outsider = await register(ctx.app);
    const url = `/api/organizations/${orgId}/mfa/members-without-factor`;
    const list = await ctx.app.inject({ url, headers: bearer(admin.accessToken) });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().map((row: { id: string }) => row.id)).toEqual([admin.user.id, member.user.id]);
    expect(list.json()[1]).toEqual({ id: member.user.id, firstName: member.user.firstName, lastName: member.user.lastName, email: member.user.email });
    // An Editor has no settings:read; someone of another organization is refused too.
    expect((await ctx.app.inject({ url, headers: bearer(member.accessToken) })).statusCode).toBe(403);
    expect([403, 404]).toContain((await ctx.app.inject({ url, headers: bearer(outsider.accessToken) })).statusCode);
    // Once the member enrols, they leave the list.
    await enrol(member);
    await enrol(admin);
    expect((await ctx.app.inject({ url, headers: bearer(admin.accessToken) })).json()).toEqual([]);
  });
});
