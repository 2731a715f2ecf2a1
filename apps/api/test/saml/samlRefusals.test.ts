import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { REFRESH_COOKIE } from '@okr/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { cookieValue } from '../support/api';
import { startSamlIdp } from '../support/saml/startSamlIdp';
import type { SamlSignIn } from '../support/saml/startSamlIdp';
import { testCertificate } from '../support/saml/testCertificate';
import { useTestApp } from '../support/testApp';
import { landing } from '../sso/ssoApi';
import { postAcs, samlOrganization, samlTestConfig, startSaml } from './samlApi';

// Each refusal of the ACS against responses the samlify IdP makes and a test then bends: every
// one lands on /login?sso_error=<code>, sets no refresh cookie, and creates no one.

const idp = await startSamlIdp();
const attacker = testCertificate('attacker');
// A server an external entity would name: it must never be asked.
let entityFetches = 0;
const entityServer = createServer((_request, response) => {
  entityFetches += 1;
  response.end('pwned@evil.test');
});
await new Promise<void>((resolve) => entityServer.listen(0, '127.0.0.1', resolve));
const entityUrl = `http://127.0.0.1:${(entityServer.address() as AddressInfo).port}/entity`;
afterAll(async () => {
  await idp.stop();
  await new Promise<void>((resolve) => entityServer.close(() => resolve()));
});
const ctx = useTestApp(samlTestConfig());

/** A response for `signIn` to a fresh start of ours, the form the browser would post. */
async function responseFor(domain: string, signIn: Omit<SamlSignIn, 'email'> & { local?: string } = {}) {
  const email = `${signIn.local ?? 'eve'}@${domain}`;
  return idp.signIn(await startSaml(ctx.app, email), { email, ...signIn });
}

async function refused(organizationId: string, form: { SAMLResponse: string; RelayState?: string }) {
  const answer = await postAcs(ctx.app, organizationId, form);
  expect(cookieValue(answer, REFRESH_COOKIE)).toBeFalsy();
  return landing(answer);
}

async function usersOf(domain: string) {
  return ctx.db.selectFrom('users').select('email').where('email', 'like', `%@${domain}`).execute();
}

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe('SAML 2.0: refusals at the ACS', () => {
  it('a response signed by another key (forged) is refused', async () => {
    const { organizationId, domain } = await samlOrganization(ctx.app, ctx.db, idp);
    expect(await refused(organizationId, await responseFor(domain, { signWith: attacker }))).toBe('error:token');
    expect(await usersOf(domain)).toEqual([]);
  });

  it('a signed response altered afterwards is refused, and so is one altered then re-signed by another key', async () => {
    const { organizationId, domain } = await samlOrganization(ctx.app, ctx.db, idp);
    const genuine = await responseFor(domain, { local: 'intern' });
    const tampered = Buffer.from(Buffer.from(genuine.SAMLResponse, 'base64').toString('utf8').replaceAll(`intern@${domain}`, `ceo@${domain}`)).toString('base64');
    expect(tampered).not.toBe(genuine.SAMLResponse);
    expect(await refused(organizationId, { SAMLResponse: tampered })).toBe('error:token');
    // Re-signed: the altered content with a valid signature, but by a key that is not the IdP's.
    expect(await refused(organizationId, await responseFor(domain, { local: 'ceo', signWith: attacker }))).toBe('error:token');
    expect(await usersOf(domain)).toEqual([]);
  });

  it('a response replayed is refused: its request was spent, and its assertion id is accepted once even where unsolicited responses are allowed', async () => {
    const { organizationId, domain } = await samlOrganization(ctx.app, ctx.db, idp);
    const form = await responseFor(domain);
    expect(landing(await postAcs(ctx.app, organizationId, form))).toBe('/sso/complete');
    expect(await refused(organizationId, form)).toBe('error:state');

    const open = await samlOrganization(ctx.app, ctx.db, idp, { allowIdpInitiated: true });
    const unsolicited = await idp.unsolicited({ email: `eve@${open.domain}` });
    expect(landing(await postAcs(ctx.app, open.organizationId, unsolicited))).toBe('/sso/complete');
    expect(await refused(open.organizationId, unsolicited)).toBe('error:state');
    expect(await ctx.db.selectFrom('saml_assertions').select('assertion_id').where('organization_id', '=', open.organizationId).execute()).toHaveLength(1);
  });

  it('an expired response (past the 2 minutes of skew) and one not yet valid are refused', async () => {
    const { organizationId, domain } = await samlOrganization(ctx.app, ctx.db, idp);
    const expired = { ConditionsNotBefore: minutesFromNow(-10), ConditionsNotOnOrAfter: minutesFromNow(-3), SubjectConfirmationDataNotOnOrAfter: minutesFromNow(-3) };
    expect(await refused(organizationId, await responseFor(domain, { overrides: expired }))).toBe('error:token');
    expect(await refused(organizationId, await responseFor(domain, { overrides: { ConditionsNotBefore: minutesFromNow(5) } }))).toBe('error:token');
    expect(await usersOf(domain)).toEqual([]);
  });

  it('a misaddressed response is refused: another audience, another recipient, another destination, another issuer', async () => {
    const { organizationId, domain } = await samlOrganization(ctx.app, ctx.db, idp);
    const elsewhere = 'https://other-sp.example/acs';
    for (const overrides of [{ Audience: 'https://other-sp.example/metadata' }, { SubjectRecipient: elsewhere }, { Destination: elsewhere }, { Issuer: 'https://other-idp.example' }]) {
      expect(await refused(organizationId, await responseFor(domain, { overrides })), JSON.stringify(overrides)).toBe('error:token');
    }
    // Addressed to another organization (the IdP now trusts its SP), answering a request of the first: not one of its requests.
    const other = await samlOrganization(ctx.app, ctx.db, idp);
    expect(await refused(other.organizationId, await responseFor(domain))).toBe('error:state');
    expect(await usersOf(domain)).toEqual([]);
  });

  it('a response carrying a DOCTYPE with an external entity is refused without the entity ever being fetched', async () => {
    const { organizationId, domain } = await samlOrganization(ctx.app, ctx.db, idp);
    const prolog = `<?xml version="1.0"?><!DOCTYPE samlp:Response [<!ENTITY xxe SYSTEM "${entityUrl}">]>`;
    expect(await refused(organizationId, await responseFor(domain, { prolog }))).toBe('error:token');
    expect(entityFetches).toBe(0);
  });

  it('an IdP-initiated (unsolicited) response is refused when the connection does not allow it, and so is an InResponseTo that is not ours', async () => {
    const { organizationId, domain } = await samlOrganization(ctx.app, ctx.db, idp);
    expect(await refused(organizationId, await idp.unsolicited({ email: `eve@${domain}` }))).toBe('error:state');
    expect(await refused(organizationId, await responseFor(domain, { overrides: { InResponseTo: '_not-one-of-ours' } }))).toBe('error:state');
    expect(await usersOf(domain)).toEqual([]);
  });

  it('an email outside the verified domains is refused (domain)', async () => {
    const { organizationId } = await samlOrganization(ctx.app, ctx.db, idp, { allowIdpInitiated: true });
    expect(await refused(organizationId, await idp.unsolicited({ email: 'eve@unverified-elsewhere.test' }))).toBe('error:domain');
  });

  it('malformed input is a documented answer, never a 5xx: garbage, broken XML, no SAMLResponse (303 to /login); a body too large (413)', async () => {
    const { organizationId } = await samlOrganization(ctx.app, ctx.db, idp);
    for (const SAMLResponse of ['not base64 at all ***', Buffer.from('<samlp:Response><unclosed>').toString('base64'), '']) {
      expect(await refused(organizationId, { SAMLResponse })).toBe('error:token');
    }
    const huge = await postAcs(ctx.app, organizationId, { SAMLResponse: 'A'.repeat(1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    const json = await ctx.app.inject({ method: 'POST', url: `/api/auth/saml/${organizationId}/acs`, payload: { SAMLResponse: 'x' } });
    expect(json.statusCode).toBeLessThan(500);
    const unknown = await postAcs(ctx.app, '00000000-0000-4000-8000-000000000000', { SAMLResponse: 'x' });
    expect(landing(unknown)).toBe('error:disabled');
  });
});
