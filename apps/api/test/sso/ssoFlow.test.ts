import type { MeResponse, RefreshResponse, SsoStartAnswer } from '@okr/contract';
import { REFRESH_COOKIE } from '@okr/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, cookieValue } from '../support/api';
import { TEST_CLIENT, startOidcProvider } from '../support/sso/startOidcProvider';
import { useTestApp } from '../support/testApp';
import { TEST_REDIRECT_URI, callback, connectedOrganization, landing, markVerified, refreshWithCookie, ssoTestConfig, startSso, uniqueDomain } from './ssoApi';

// The whole flow against a real OpenID provider (oidc-provider) run by the test: start → the
// provider's login and consent over HTTP with its cookies → callback → refresh cookie → a user who
// never registered is in the organization with the connection's default role.

const provider = await startOidcProvider({ redirectUri: TEST_REDIRECT_URI });
afterAll(() => provider.stop());
const ctx = useTestApp(ssoTestConfig());

async function connected(domain = uniqueDomain()) {
  const org = await connectedOrganization(ctx.app, ctx.db, { issuer: provider.issuer, ...TEST_CLIENT, domains: [domain], defaultRoleType: 'Editor' });
  await markVerified(ctx.db, [domain]);
  return { ...org, domain };
}

async function signInThroughProvider(email: string, account: string) {
  const started = await startSso(ctx.app, email);
  expect(started.statusCode, started.body).toBe(200);
  return provider.signIn(started.json<SsoStartAnswer>().redirectUrl, account);
}

describe('single sign-on: the whole flow', () => {
  it('signs in a person who never registered, creates their account and membership with the default role, and starts a session', async () => {
    const { organizationId, domain } = await connected();
    const email = `Grace@${domain.toUpperCase()}`;
    provider.accounts.set('grace', { email, email_verified: true, given_name: 'Grace', family_name: 'Hopper' });

    const back = await signInThroughProvider(email.toLowerCase(), 'grace');
    const answer = await callback(ctx.app, back);
    expect(landing(answer)).toBe('/sso/complete');
    const cookie = cookieValue(answer, REFRESH_COOKIE);
    expect(cookie).toBeTruthy();

    const refreshed = await refreshWithCookie(ctx.app, cookie!);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(refreshed.json<RefreshResponse>().accessToken) });
    const body = me.json<MeResponse>();
    expect(body.user).toMatchObject({ email: email.toLowerCase(), firstName: 'Grace', lastName: 'Hopper' });
    expect(body.organization?.id).toBe(organizationId);
    expect(body.user.roles.map((role) => role.roleType)).toEqual(['Editor']);
    expect(body.permissions.objectives.canCreate).toBe(true);
    expect(body.permissions.settings.canRead).toBe(false);

    const audit = await ctx.db.selectFrom('audit_events').select(['action', 'after']).where('organization_id', '=', organizationId).where('action', '=', 'auth.sso_login').execute();
    expect(audit).toEqual([{ action: 'auth.sso_login', after: { createdUser: true, joined: true, roleType: 'Editor' } }]);
  });

  it('signs an existing member in again without a second membership, and the account has no password', async () => {
    const { domain, organizationId } = await connected();
    const email = `ada@${domain}`;
    provider.accounts.set('ada', { email, email_verified: true });
    for (let round = 0; round < 2; round += 1) {
      expect(landing(await callback(ctx.app, await signInThroughProvider(email, 'ada')))).toBe('/sso/complete');
    }
    const members = await ctx.db
      .selectFrom('organization_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['u.first_name', 'u.password_hash'])
      .where('m.organization_id', '=', organizationId)
      .where('u.email', '=', email)
      .execute();
    expect(members).toEqual([{ first_name: 'ada', password_hash: '!sso-only' }]);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: '!sso-only' } });
    expect(login.statusCode).toBe(401);
  });
});
