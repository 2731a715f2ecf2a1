import { SSO_DISCOVERY_FAILED_MESSAGE } from '@okr/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { SSO_HTTPS_ONLY_MESSAGE } from '../../src/modules/sso/ssoClient';
import { ownerOnPlan } from '../apiKeys/apiKeysApi';
import { bearer } from '../support/api';
import { startForgingProvider } from '../support/sso/startForgingProvider';
import { testConfig } from '../support/testConfig';
import { useTestApp } from '../support/testApp';
import { connectedOrganization, markVerified, putConnection, ssoPath, ssoTestConfig, startSso, uniqueDomain } from './ssoApi';

// Saving a connection: the issuer's discovery is fetched (422 when unusable), the client secret is
// kept sealed (AES-256-GCM) and never answered or audited, and a secret sealed under another key
// stops sign-in with a clear 422 instead of a 500.

const provider = await startForgingProvider();
afterAll(() => provider.stop());
const ctx = useTestApp(ssoTestConfig());
const secret = 'the-client-secret-nobody-may-read';

describe('single sign-on: saving the connection', () => {
  it('keeps the client secret sealed at rest, out of every answer and of the audit trail, and keeps it when a save leaves it out', async () => {
    const domain = uniqueDomain();
    const { owner, organizationId } = await connectedOrganization(ctx.app, ctx.db, { issuer: provider.issuer, clientId: 'sealed', clientSecret: secret, domains: [domain] });
    const row = await ctx.db.selectFrom('sso_connections').selectAll().where('organization_id', '=', organizationId).executeTakeFirstOrThrow();
    expect(row.client_secret_sealed).toMatch(/^v1\./);
    expect(row.client_secret_sealed).not.toContain(secret);
    expect(ctx.app.sso.box.unseal(row.client_secret_sealed!)).toBe(secret);
    expect(row.metadata).toMatchObject({ issuer: provider.issuer, token_endpoint: `${provider.issuer}/token` });

    const again = await putConnection(ctx.app, organizationId, owner.accessToken, { issuer: provider.issuer, clientId: 'sealed-2', domains: [domain], defaultRoleType: 'Admin', enforced: false });
    expect(again.statusCode, again.body).toBe(200);
    const resealed = await ctx.db.selectFrom('sso_connections').select('client_secret_sealed').where('organization_id', '=', organizationId).executeTakeFirstOrThrow();
    expect(ctx.app.sso.box.unseal(resealed.client_secret_sealed!)).toBe(secret);

    const got = await ctx.app.inject({ method: 'GET', url: ssoPath(organizationId), headers: bearer(owner.accessToken) });
    expect(got.body).not.toContain(secret);
    const audit = await ctx.db.selectFrom('audit_events').select(['action', 'before', 'after']).where('organization_id', '=', organizationId).where('action', '=', 'sso.configured').orderBy('occurred_at').execute();
    expect(audit).toHaveLength(2);
    expect(audit[1]).toMatchObject({ before: { clientId: 'sealed', defaultRoleType: 'Editor' }, after: { clientId: 'sealed-2', defaultRoleType: 'Admin', domains: [domain] } });
    expect(JSON.stringify(audit)).not.toContain(secret);
  });

  it('answers 422 for an issuer whose discovery cannot be fetched, or a discovery document’s own address, and saves nothing', async () => {
    const { owner, organizationId } = await ownerOnPlan(ctx.app, ctx.db, 'Enterprise');
    const body = { clientId: 'x', clientSecret: 'y', domains: [uniqueDomain()], defaultRoleType: 'Viewer' as const, enforced: false };
    for (const issuer of ['http://127.0.0.1:1', `${provider.issuer}/elsewhere`, `${provider.issuer}/.well-known/openid-configuration`]) {
      const answer = await putConnection(ctx.app, organizationId, owner.accessToken, { ...body, issuer });
      expect(answer.statusCode, issuer).toBe(422);
      expect(answer.json()).toMatchObject({ code: 'RULE_VIOLATION', message: SSO_DISCOVERY_FAILED_MESSAGE, details: { issuer } });
    }
    expect(await ctx.db.selectFrom('sso_connections').select('issuer').where('organization_id', '=', organizationId).execute()).toEqual([]);
  });

  it('refuses http issuers unless the operator allows them (SSO_ALLOW_HTTP=1)', async () => {
    const strict = await buildApp({ db: ctx.db, config: testConfig() });
    try {
      const { owner, organizationId } = await ownerOnPlan(strict, ctx.db, 'Enterprise');
      const answer = await putConnection(strict, organizationId, owner.accessToken, { issuer: provider.issuer, clientId: 'x', clientSecret: 'y', domains: [uniqueDomain()], defaultRoleType: 'Viewer', enforced: false });
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toMatchObject({ code: 'RULE_VIOLATION', message: SSO_HTTPS_ONLY_MESSAGE });
    } finally {
      await strict.close();
    }
  });

  it('answers a clear 422 at sign-in when the secret was sealed under another SSO_SECRET_KEY', async () => {
    const domain = uniqueDomain();
    await connectedOrganization(ctx.app, ctx.db, { issuer: provider.issuer, clientId: 'rekeyed', clientSecret: secret, domains: [domain] });
    await markVerified(ctx.db, [domain]);
    const rekeyed = await buildApp({ db: ctx.db, config: testConfig({ sso: { allowHttp: true, secretKey: Buffer.alloc(32, 7), dnsServers: [], timeoutMs: 3_000 } }) });
    try {
      expect((await startSso(ctx.app, `a@${domain}`)).statusCode).toBe(200);
      const refused = await startSso(rekeyed, `a@${domain}`);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toMatch(/must save its connection again/);
    } finally {
      await rekeyed.close();
    }
  });
});
