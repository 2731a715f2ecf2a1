import { X509Certificate } from 'node:crypto';
import { SAML_METADATA_INVALID_MESSAGE } from '@okr/contract';
import type { SsoConnection } from '@okr/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { fetchIdpMetadata } from '../../src/modules/saml/fetchIdpMetadata';
import { ownerOnPlan } from '../apiKeys/apiKeysApi';
import { startSamlIdp } from '../support/saml/startSamlIdp';
import { useTestApp } from '../support/testApp';
import { putConnection, ssoPath, uniqueDomain } from '../sso/ssoApi';
import { samlTestConfig } from './samlApi';

// A SAML connection saved from the IdP's metadata, pasted or fetched, and what GET answers: the
// values to copy into the IdP and the IdP's certificate; metadata that cannot be used is a 422.

const idp = await startSamlIdp();
afterAll(() => idp.stop());
const ctx = useTestApp(samlTestConfig());

const base = (domain = uniqueDomain()) => ({ protocol: 'saml' as const, domains: [domain], defaultRoleType: 'Editor' as const, enforced: false });

describe('SAML 2.0: the connection', () => {
  it('is saved from pasted metadata; GET answers the SP values, the IdP entity id, sign-in URL and certificate fingerprint and expiry; the SP metadata is public XML', async () => {
    const { owner, organizationId } = await ownerOnPlan(ctx.app, ctx.db, 'Enterprise');
    const saved = await putConnection(ctx.app, organizationId, owner.accessToken, { ...base(), idpMetadataXml: idp.metadata });
    expect(saved.statusCode, saved.body).toBe(200);
    const got = await ctx.app.inject({ method: 'GET', url: ssoPath(organizationId), headers: { authorization: `Bearer ${owner.accessToken}` } });
    const connection = got.json<SsoConnection>();
    const api = `${ctx.config.appUrl}/api`;
    const certificate = new X509Certificate(idp.keys.certificate);
    expect(connection).toMatchObject({
      protocol: 'saml',
      spEntityId: `${api}/auth/saml/${organizationId}/metadata`,
      acsUrl: `${api}/auth/saml/${organizationId}/acs`,
      spMetadataUrl: `${api}/auth/saml/${organizationId}/metadata`,
      idpEntityId: idp.entityId,
      idpSsoUrl: idp.metadataUrl.replace('/metadata', '/sso'),
      idpCertificates: [{ fingerprint: certificate.fingerprint256, notAfter: new Date(certificate.validTo).toISOString() }],
      idpMetadataUrl: null,
      allowIdpInitiated: false,
    });
    expect(connection.redirectUri).toBe(connection.acsUrl);

    const metadata = await ctx.app.inject({ method: 'GET', url: `/api/auth/saml/${organizationId}/metadata` });
    expect(metadata.headers['content-type']).toMatch(/^application\/samlmetadata\+xml/);
    expect(metadata.body).toContain(`entityID="${connection.spEntityId}"`);
    expect(metadata.body).toContain(`Location="${connection.acsUrl}"`);
    expect(metadata.body).toContain('WantAssertionsSigned="true"');

    const audit = await ctx.db.selectFrom('audit_events').select('after').where('organization_id', '=', organizationId).where('action', '=', 'sso.configured').executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({ protocol: 'saml', issuer: idp.entityId, idpMetadataUrl: null });

    // Saved again without metadata: the stored one is kept; switched to OpenID Connect, the secret is required.
    const kept = await putConnection(ctx.app, organizationId, owner.accessToken, { ...base(), enforced: true, allowIdpInitiated: true });
    expect(kept.json<SsoConnection>()).toMatchObject({ idpEntityId: idp.entityId, enforced: true, allowIdpInitiated: true });
    const oidc = await putConnection(ctx.app, organizationId, owner.accessToken, { issuer: 'https://idp.example', clientId: 'x', domains: [uniqueDomain()], defaultRoleType: 'Editor', enforced: false });
    expect(oidc.statusCode).toBe(400);
  });

  it('is saved from a metadata URL, fetched once at the save', async () => {
    const { owner, organizationId } = await ownerOnPlan(ctx.app, ctx.db, 'Enterprise');
    const before = idp.metadataRequests;
    const saved = await putConnection(ctx.app, organizationId, owner.accessToken, { ...base(), idpMetadataUrl: idp.metadataUrl });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<SsoConnection>()).toMatchObject({ idpEntityId: idp.entityId, idpMetadataUrl: idp.metadataUrl });
    expect(idp.metadataRequests).toBe(before + 1);
  });

  it('refuses metadata that cannot be used (422) and a first save without any (400); nothing is written', async () => {
    const { owner, organizationId } = await ownerOnPlan(ctx.app, ctx.db, 'Enterprise');
    const cases = [
      `<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>${idp.metadata.replace(/^<\?xml[^>]*>/, '')}`,
      '<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" entityID="x"><unclosed>',
      idp.metadata.replace(/<(\w+:)?KeyDescriptor[\s\S]*<\/(\w+:)?KeyDescriptor>/, ''),
      idp.metadata.replace(/HTTP-Redirect/g, 'HTTP-Artifact'),
      'not xml at all',
    ];
    for (const idpMetadataXml of cases) {
      const answer = await putConnection(ctx.app, organizationId, owner.accessToken, { ...base(), idpMetadataXml });
      expect(answer.statusCode, idpMetadataXml.slice(0, 80)).toBe(422);
      expect(answer.json()).toMatchObject({ code: 'RULE_VIOLATION', message: SAML_METADATA_INVALID_MESSAGE });
    }
    const unreachable = await putConnection(ctx.app, organizationId, owner.accessToken, { ...base(), idpMetadataUrl: idp.metadataUrl.replace('/metadata', '/nothing-here') });
    expect(unreachable.statusCode).toBe(422);
    expect((await putConnection(ctx.app, organizationId, owner.accessToken, base())).statusCode).toBe(400);
    expect((await putConnection(ctx.app, organizationId, owner.accessToken, { ...base(), idpMetadataXml: idp.metadata, idpMetadataUrl: idp.metadataUrl })).statusCode).toBe(400);
    expect(await ctx.db.selectFrom('sso_connections').select('issuer').where('organization_id', '=', organizationId).execute()).toEqual([]);
  });

  it('answers no SP metadata for an organization without a SAML connection (404)', async () => {
    const { organizationId } = await ownerOnPlan(ctx.app, ctx.db, 'Enterprise');
    const answer = await ctx.app.inject({ method: 'GET', url: `/api/auth/saml/${organizationId}/metadata` });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('SAML 2.0: metadata URLs follow the webhooks’ address rules', () => {
  const strict = { allowPrivate: false, dnsServers: [], timeoutMs: 2_000 };
  it('refuses http and loopback or private addresses unless the operator allows them', async () => {
    await expect(fetchIdpMetadata(idp.metadataUrl, strict)).rejects.toMatchObject({ code: 'RULE_VIOLATION' });
    await expect(fetchIdpMetadata('https://127.0.0.1/metadata', strict)).rejects.toMatchObject({ code: 'RULE_VIOLATION', details: { reason: expect.stringMatching(/127\.0\.0\.1/) } });
    await expect(fetchIdpMetadata('https://10.1.2.3/metadata', strict)).rejects.toMatchObject({ code: 'RULE_VIOLATION' });
    await expect(fetchIdpMetadata(idp.metadataUrl, { ...strict, allowPrivate: true })).resolves.toContain(idp.entityId);
  });
});
