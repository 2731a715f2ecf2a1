import type { SsoStartAnswer } from '@okr/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { hashLinkToken } from '../../src/modules/auth/linkTokens';
import { TEST_CLIENT, startOidcProvider } from '../support/sso/startOidcProvider';
import { useTestApp } from '../support/testApp';
import { TEST_REDIRECT_URI, callback, connectedOrganization, landing, markVerified, ssoTestConfig, startSso, uniqueDomain } from './ssoApi';

// Every refusal of the callback that a real provider (oidc-provider) can produce: each ends on
// /login?sso_error=<code>, never a 500, and signs nobody in or up.

const provider = await startOidcProvider({ redirectUri: TEST_REDIRECT_URI });
afterAll(() => provider.stop());
const ctx = useTestApp(ssoTestConfig());

async function connected() {
  const verified = uniqueDomain('verified');
  const pending = uniqueDomain('pending');
  const org = await connectedOrganization(ctx.app, ctx.db, { issuer: provider.issuer, ...TEST_CLIENT, domains: [verified, pending] });
  await markVerified(ctx.db, [verified]);
  return { ...org, verified, pending };
}

async function started(email: string): Promise<URL> {
  const response = await startSso(ctx.app, email);
  expect(response.statusCode, response.body).toBe(200);
  return new URL(response.json<SsoStartAnswer>().redirectUrl);
}

const accountOf = (email: string) => ctx.db.selectFrom('users').select(['id', 'is_active']).where('email', '=', email).executeTakeFirst();

/** A callback the provider never sent: this state, this code, the provider's `iss`. */
const crafted = (query: Record<string, string>) => `?${new URLSearchParams({ iss: provider.issuer, ...query })}`;

describe('single sign-on: refusals at the callback', () => {
  it('refuses a state it never issued, and one already used (the callback replayed)', async () => {
    const { verified } = await connected();
    const email = `state@${verified}`;
    provider.accounts.set('state', { email, email_verified: true });
    expect(landing(await callback(ctx.app, crafted({ code: 'whatever', state: 'never-issued' })))).toBe('error:state');
    expect(landing(await callback(ctx.app, '?code=x'))).toBe('error:state');
    const back = await provider.signIn((await started(email)).href, 'state');
    expect(landing(await callback(ctx.app, back))).toBe('/sso/complete');
    expect(landing(await callback(ctx.app, back))).toBe('error:state');
  });

  it('refuses a callback carried to another browser (login CSRF): without the start’s cookie, or with another', async () => {
    const { verified } = await connected();
    const email = `csrf@${verified}`;
    provider.accounts.set('csrf', { email, email_verified: true });
    const back = await provider.signIn((await started(email)).href, 'csrf');
    expect(landing(await callback(ctx.app, back, { cookie: null }))).toBe('error:state');
    expect(landing(await callback(ctx.app, back, { cookie: 'another-browsers-state' }))).toBe('error:state');
    expect(await accountOf(email)).toBeUndefined();
  });

  it('refuses a code already exchanged, brought back with a fresh state', async () => {
    const { verified } = await connected();
    const email = `replay@${verified}`;
    provider.accounts.set('replay', { email, email_verified: true });
    const first = await provider.signIn((await started(email)).href, 'replay');
    expect(landing(await callback(ctx.app, first))).toBe('/sso/complete');
    const fresh = (await started(email)).searchParams.get('state')!;
    expect(landing(await callback(ctx.app, crafted({ code: first.searchParams.get('code')!, state: fresh })))).toBe('error:exchange');
  });

  it('refuses a started sign-in past its expiry', async () => {
    const { verified } = await connected();
    const state = (await started(`late@${verified}`)).searchParams.get('state')!;
    await ctx.db.updateTable('sso_logins').set({ expires_at: new Date(Date.now() - 1000) }).where('state_hash', '=', hashLinkToken(state)).execute();
    expect(landing(await callback(ctx.app, crafted({ code: 'x', state })))).toBe('error:state');
  });

  it('tells the person when the provider answered with an error (cancelled)', async () => {
    const { verified } = await connected();
    const state = (await started(`cancel@${verified}`)).searchParams.get('state')!;
    expect(landing(await callback(ctx.app, crafted({ error: 'access_denied', error_description: 'End-User aborted interaction', state })))).toBe('error:provider');
  });

  it('refuses an email the provider does not vouch for (email_verified false), creating no account', async () => {
    const { verified } = await connected();
    const email = `unverified@${verified}`;
    provider.accounts.set('unverified', { email, email_verified: false });
    expect(landing(await callback(ctx.app, await provider.signIn((await started(email)).href, 'unverified')))).toBe('error:email_unverified');
    expect(await accountOf(email)).toBeUndefined();
  });

  it('refuses an email of a domain the connection has not verified, or does not list', async () => {
    const { verified, pending } = await connected();
    provider.accounts.set('pending', { email: `ana@${pending}`, email_verified: true });
    provider.accounts.set('stranger', { email: `ana@${uniqueDomain('stranger')}`, email_verified: true });
    for (const account of ['pending', 'stranger']) {
      // Started with a verified address; the provider answers for another one.
      const back = await provider.signIn((await started(`someone@${verified}`)).href, account);
      expect(landing(await callback(ctx.app, back))).toBe('error:domain');
    }
    expect(await accountOf(`ana@${pending}`)).toBeUndefined();
  });

  it('refuses when the organization left Enterprise between start and callback', async () => {
    const { verified, organizationId } = await connected();
    const email = `downgraded@${verified}`;
    provider.accounts.set('downgraded', { email, email_verified: true });
    const authorization = await started(email);
    await ctx.db.updateTable('organizations').set({ plan: 'Pro' }).where('id', '=', organizationId).execute();
    expect(landing(await callback(ctx.app, await provider.signIn(authorization.href, 'downgraded')))).toBe('error:disabled');
    expect(await accountOf(email)).toBeUndefined();
  });

  it('refuses a deactivated account', async () => {
    const { verified } = await connected();
    const email = `gone@${verified}`;
    provider.accounts.set('gone', { email, email_verified: true });
    expect(landing(await callback(ctx.app, await provider.signIn((await started(email)).href, 'gone')))).toBe('/sso/complete');
    await ctx.db.updateTable('users').set({ is_active: false }).where('email', '=', email).execute();
    expect(landing(await callback(ctx.app, await provider.signIn((await started(email)).href, 'gone')))).toBe('error:account');
  });
});
