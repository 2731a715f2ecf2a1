import { describe, expect, it } from 'vitest';
import { bearer, login, PASSWORD, randomIp, register } from '../support/api';
import { softwareAuthenticator } from '../support/softwareAuthenticator';
import { useTestApp } from '../support/testApp';

// Passkeys (issue 32, api-contract.md "Second factors"): add, name, remove, sign in without a
// password, and as the second factor, driven by a software authenticator.

const ctx = useTestApp();
const origin = 'http://app.okr.test';

const post = (url: string, payload?: unknown, token?: string) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? bearer(token) : {}, remoteAddress: randomIp() });

async function withPasskey(name = 'Laptop') {
  const user = await register(ctx.app);
  const authenticator = softwareAuthenticator(origin);
  const options = (await post('/api/auth/passkeys/register/options', undefined, user.accessToken)).json();
  const added = await post('/api/auth/passkeys/register', { name, credential: authenticator.register(options) }, user.accessToken);
  expect(added.statusCode, added.body).toBe(201);
  return { user, authenticator, passkey: added.json() };
}

describe('passkeys', () => {
  it('registers a passkey, lists it by name, renames it; the same registration answer is refused again', async () => {
    const { user, authenticator, passkey } = await withPasskey();
    expect(passkey).toMatchObject({ name: 'Laptop', lastUsedAt: null, transports: ['internal'] });
    const list = await ctx.app.inject({ url: '/api/auth/passkeys', headers: bearer(user.accessToken) });
    expect(list.json()).toEqual([passkey]);
    const renamed = await ctx.app.inject({ method: 'PATCH', url: `/api/auth/passkeys/${passkey.id}`, payload: { name: 'Work laptop' }, headers: bearer(user.accessToken) });
    expect(renamed.json().name).toBe('Work laptop');
    const tooLong = await ctx.app.inject({ method: 'PATCH', url: `/api/auth/passkeys/${passkey.id}`, payload: { name: 'x'.repeat(10_000) }, headers: bearer(user.accessToken) });
    expect(tooLong.statusCode).toBe(400);
    const nul = await ctx.app.inject({ method: 'PATCH', url: `/api/auth/passkeys/${passkey.id}`, payload: { name: 'a\u0000b' }, headers: bearer(user.accessToken) });
    expect(nul.statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/auth/passkeys', headers: bearer(user.accessToken) })).json()[0].name).toBe('Work laptop');
    // A registration answer replayed: its challenge is spent.
    const options = (await post('/api/auth/passkeys/register/options', undefined, user.accessToken)).json();
    const answer = authenticator.register(options);
    expect((await post('/api/auth/passkeys/register', { credential: answer }, user.accessToken)).statusCode).toBe(409);
    expect((await post('/api/auth/passkeys/register', { credential: answer }, user.accessToken)).statusCode).toBe(400);
  });

  it('signs in with the passkey and no password; the same assertion is refused the second time', async () => {
    const { user, authenticator } = await withPasskey();
    const options = (await post('/api/auth/passkeys/login/options')).json();
    const assertion = authenticator.authenticate(options);
    const signedIn = await post('/api/auth/passkeys/login', { credential: assertion });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ user: { id: user.user.id }, accessToken: expect.any(String) });
    expect((await post('/api/auth/passkeys/login', { credential: assertion })).statusCode).toBe(400);
    const sessions = await ctx.app.inject({ url: '/api/auth/sessions', headers: bearer(signedIn.json().accessToken) });
    expect(sessions.json().find((session: { current: boolean }) => session.current).method).toBe('passkey');
  });

  it('refuses an assertion for a challenge we never made, and one signed by another key', async () => {
    const { authenticator } = await withPasskey();
    const forged = authenticator.authenticate({ challenge: 'bm90LW91cnM' });
    expect((await post('/api/auth/passkeys/login', { credential: forged })).statusCode).toBe(400);
    const stranger = softwareAuthenticator(origin);
    const options = (await post('/api/auth/passkeys/login/options')).json();
    const unknown = stranger.authenticate(options);
    expect((await post('/api/auth/passkeys/login', { credential: unknown })).statusCode).toBe(400);
  });

  it('is a second factor: password sign-in asks for it, and the passkey finishes the sign-in', async () => {
    const { user, authenticator } = await withPasskey();
    const step = (await login(ctx.app, user.email, PASSWORD)).json();
    // Recovery codes come with the authenticator app; a passkey alone offers itself.
    expect(step).toMatchObject({ mfaRequired: true, methods: ['passkey'] });
    const options = (await post('/api/auth/passkeys/login/options', { mfaToken: step.mfaToken })).json();
    expect(options.allowCredentials).toEqual([expect.objectContaining({ id: authenticator.credentialId })]);
    const verified = await post('/api/auth/mfa/verify', { mfaToken: step.mfaToken, passkey: authenticator.authenticate(options) });
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it('removes a passkey; another user cannot see or remove it', async () => {
    const { user, passkey } = await withPasskey();
    const other = await register(ctx.app);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/auth/passkeys/${passkey.id}`, headers: bearer(other.accessToken) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/auth/passkeys/${passkey.id}`, headers: bearer(user.accessToken) })).statusCode).toBe(204);
    expect((await ctx.app.inject({ url: '/api/auth/passkeys', headers: bearer(user.accessToken) })).json()).toEqual([]);
    expect((await login(ctx.app, user.email, PASSWORD)).json()).toHaveProperty('accessToken');
  });
});
