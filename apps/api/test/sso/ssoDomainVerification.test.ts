import { ssoDomainNotVerifiedMessage } from '@okr/contract';
import type { SsoConnection } from '@okr/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer } from '../support/api';
import { startForgingProvider } from '../support/sso/startForgingProvider';
import { startTestDnsServer } from '../support/testDnsServer';
import { useTestApp } from '../support/testApp';
import { connectedOrganization, ssoPath, ssoTestConfig, uniqueDomain } from './ssoApi';

// The TXT check of a domain (api-contract.md "Single sign-on"), asked of a real DNS server the test
// runs (OKR_DNS_SERVERS): found, not found, another value.

const dns = await startTestDnsServer();
const provider = await startForgingProvider();
afterAll(async () => {
  await dns.stop();
  await provider.stop();
});
const ctx = useTestApp(ssoTestConfig([dns.server]));

async function connected() {
  const domain = uniqueDomain('txt');
  const org = await connectedOrganization(ctx.app, ctx.db, { issuer: provider.issuer, clientId: 'txt-client', clientSecret: 'txt-secret', domains: [domain] });
  return { ...org, domain, record: org.connection.domains[0]!.verificationRecord };
}

const verify = (organizationId: string, token: string, domain: string) =>
  ctx.app.inject({ method: 'POST', url: ssoPath(organizationId, `/domains/${domain}/verify`), headers: bearer(token) });
const auditOf = (organizationId: string) =>
  ctx.db.selectFrom('audit_events').select(['action', 'target_id', 'after']).where('organization_id', '=', organizationId).where('action', '=', 'sso.domain_verified').execute();

describe('single sign-on: verifying a domain by its TXT record', () => {
  it('verifies the domain when the record is there among others, once, with its audit entry', async () => {
    const { owner, organizationId, domain, record } = await connected();
    dns.txt.set(domain, ['v=spf1 -all', record]);
    const answer = await verify(organizationId, owner.accessToken, domain);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ domain, verified: true });
    const asked = dns.questions();
    // Verified already: answered without asking the DNS again, and audited once.
    expect((await verify(organizationId, owner.accessToken, domain)).statusCode).toBe(200);
    expect(dns.questions()).toBe(asked);
    expect(await auditOf(organizationId)).toEqual([{ action: 'sso.domain_verified', target_id: domain, after: { domain, verified: true } }]);
    const got = await ctx.app.inject({ method: 'GET', url: ssoPath(organizationId), headers: bearer(owner.accessToken) });
    expect(got.json<SsoConnection>().domains).toEqual([{ domain, verified: true, verificationRecord: record }]);
  });

  it('answers 422 naming the record expected and nothing found when the domain has no TXT record', async () => {
    const { owner, organizationId, domain, record } = await connected();
    const answer = await verify(organizationId, owner.accessToken, domain);
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual({ code: 'RULE_VIOLATION', message: ssoDomainNotVerifiedMessage(domain, record), details: { domain, expected: record, found: [] } });
    expect(await auditOf(organizationId)).toEqual([]);
  });

  it('answers 422 with what was found when the record holds another value (another token, another organization’s)', async () => {
    const { owner, organizationId, domain, record } = await connected();
    dns.txt.set(domain, ['okr-verification=someone-elses-token', `${record}x`]);
    const answer = await verify(organizationId, owner.accessToken, domain);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().details).toEqual({ domain, expected: record, found: ['okr-verification=someone-elses-token', `${record}x`] });
    const row = await ctx.db.selectFrom('sso_domains').select('verified_at').where('domain', '=', domain).executeTakeFirstOrThrow();
    expect(row.verified_at).toBeNull();
  });
});
