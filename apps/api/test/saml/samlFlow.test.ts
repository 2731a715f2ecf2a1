import type { MeResponse, RefreshResponse } from '@okr/contract';
import { REFRESH_COOKIE } from '@okr/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, cookieValue } from '../support/api';
import { startSamlIdp } from '../support/saml/startSamlIdp';
import { useTestApp } from '../support/testApp';
import { landing, refreshWithCookie } from '../sso/ssoApi';
import { postAcs, samlOrganization, samlTestConfig, startSaml } from './samlApi';

// The whole SAML flow against an identity provider built with samlify and run by the test:
// start → the IdP's sign-in URL (HTTP-Redirect, our AuthnRequest parsed by samlify) → its signed
// response posted to our ACS → a person who never registered lands with the default role →
// /sso/complete → the refresh cookie works.

const idp = await startSamlIdp();
afterAll(() => idp.stop());
const ctx = useTestApp(samlTestConfig());

describe('SAML 2.0: the whole flow', () => {
  it('signs in a person who never registered, with the default role, through the same path as OpenID Connect', async () => {
    const { organizationId, domain } = await samlOrganization(ctx.app, ctx.db, idp);
    const email = `grace@${domain}`;
    const redirectUrl = await startSaml(ctx.app, email);
    const target = new URL(redirectUrl);
    expect(`${target.origin}${target.pathname}`).toBe(idp.metadataUrl.replace('/metadata', '/sso'));
    expect(target.searchParams.get('SAMLRequest')).toBeTruthy();

    const form = await idp.signIn(redirectUrl, { email: `Grace@${domain.toUpperCase()}`, givenName: 'Grace', familyName: 'Hopper' });
    expect(form.action).toBe(`${ctx.config.appUrl}/api/auth/saml/${organizationId}/acs`);
    const answer = await postAcs(ctx.app, organizationId, form);
    expect(landing(answer)).toBe('/sso/complete');
    const cookie = cookieValue(answer, REFRESH_COOKIE);
    expect(cookie).toBeTruthy();

    const refreshed = await refreshWithCookie(ctx.app, cookie!);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(refreshed.json<RefreshResponse>().accessToken) });
    const body = me.json<MeResponse>();
    expect(body.user).toMatchObject({ email, firstName: 'Grace', lastName: 'Hopper' });
    expect(body.organization?.id).toBe(organizationId);
    expect(body.user.roles.map((role) => role.roleType)).toEqual(['Viewer']);

    const audit = await ctx.db.selectFrom('audit_events').select(['action', 'after']).where('organization_id', '=', organizationId).where('action', '=', 'auth.sso_login').execute();
    expect(audit).toEqual([{ action: 'auth.sso_login', after: { createdUser: true, joined: true, roleType: 'Viewer' } }]);
    // The request id was spent: nothing of this sign-in is left to replay.
    expect(await ctx.db.selectFrom('saml_requests').select('id').where('organization_id', '=', organizationId).execute()).toEqual([]);
  });

  it('accepts an IdP-initiated sign-in when the connection allows it, and signs an existing member in again', async () => {
    const { organizationId, domain } = await samlOrganization(ctx.app, ctx.db, idp, { allowIdpInitiated: true });
    const email = `ada@${domain}`;
    expect(landing(await postAcs(ctx.app, organizationId, await idp.unsolicited({ email })))).toBe('/sso/complete');
    expect(landing(await postAcs(ctx.app, organizationId, await idp.signIn(await startSaml(ctx.app, email), { email })))).toBe('/sso/complete');
    const members = await ctx.db
      .selectFrom('organization_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['u.first_name', 'u.password_hash'])
      .where('m.organization_id', '=', organizationId)
      .where('u.email', '=', email)
      .execute();
    expect(members).toEqual([{ first_name: 'ada', password_hash: '!sso-only' }]);
  });

  it('accepts a response whose validity ended less than the 2 minutes of skew ago', async () => {
    const { organizationId, domain } = await samlOrganization(ctx.app, ctx.db, idp);
    const ended = new Date(Date.now() - 60_000).toISOString();
    const form = await idp.signIn(await startSaml(ctx.app, `late@${domain}`), {
      email: `late@${domain}`,
      overrides: { ConditionsNotOnOrAfter: ended, SubjectConfirmationDataNotOnOrAfter: ended, ConditionsNotBefore: new Date(Date.now() - 300_000).toISOString() },
    });
    expect(landing(await postAcs(ctx.app, organizationId, form))).toBe('/sso/complete');
  });
});
