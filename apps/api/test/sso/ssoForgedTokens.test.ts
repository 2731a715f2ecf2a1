import type { SsoStartAnswer } from '@okr/contract';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startForgingProvider } from '../support/sso/startForgingProvider';
import type { Forgery } from '../support/sso/startForgingProvider';
import { useTestApp } from '../support/testApp';
import { callback, connectedOrganization, landing, markVerified, ssoTestConfig, startSso, uniqueDomain } from './ssoApi';

// ID tokens no honest provider sends, from a provider the test bends: openid-client's validation
// (signature, issuer, audience, nonce, expiry) refuses each, and the person lands on
// /login?sso_error=token with no account made.

const forger = await startForgingProvider();
afterAll(() => forger.stop());
const ctx = useTestApp(ssoTestConfig());

const domain = uniqueDomain('forged');
beforeEach(async () => {
  if ((await ctx.db.selectFrom('sso_domains').select('domain').where('domain', '=', domain).executeTakeFirst()) === undefined) {
    await connectedOrganization(ctx.app, ctx.db, { issuer: forger.issuer, clientId: 'forged-client', clientSecret: 'forged-secret', domains: [domain] });
    await markVerified(ctx.db, [domain]);
  }
});

async function signInWith(forgery: Forgery, label: string) {
  const email = `${label}@${domain}`;
  forger.state.subject = { sub: label, email, email_verified: true };
  forger.state.next = forgery;
  const started = await startSso(ctx.app, email);
  expect(started.statusCode, started.body).toBe(200);
  const answer = await callback(ctx.app, await forger.signIn(started.json<SsoStartAnswer>().redirectUrl));
  const account = await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return { landed: landing(answer), account };
}

describe('single sign-on: forged ID tokens', () => {
  const now = () => Math.floor(Date.now() / 1000);

  it('accepts the forger’s honest token (so each refusal below is the forgery’s doing)', async () => {
    const { landed, account } = await signInWith({}, 'honest');
    expect(landed).toBe('/sso/complete');
    expect(account).toBeDefined();
  });

  it.each<[string, () => Forgery]>([
    ['a wrong nonce', () => ({ claims: { nonce: 'not-the-one-we-sent' } })],
    ['no nonce at all', () => ({ claims: { nonce: undefined } })],
    ['another audience', () => ({ claims: { aud: 'another-client' } })],
    ['another issuer', () => ({ claims: { iss: 'https://impostor.test' } })],
    ['a key the provider never published', () => ({ signWithUnpublishedKey: true })],
    ['an expired token', () => ({ claims: { iat: now() - 3600, exp: now() - 600 } })],
  ])('refuses an ID token with %s', async (label, forgery) => {
    const { landed, account } = await signInWith(forgery(), label.replace(/\W+/g, '-'));
    expect(landed).toBe('error:token');
    expect(account).toBeUndefined();
  });
});
