import { SSO_PLAN_MESSAGE, SSO_REQUIRED_MESSAGE } from '@okr/contract';
import { SsoConnection } from '@okr/contract/schemas';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '../createHandlers';
import { createMockDb } from '../db/createMockDb';
import { DEMO_PASSWORD, demoIds, demoSeed, demoTokens } from '../db/demoSeed';
import { ssoHandlers } from '../handlers';
import { resetActiveMockDb } from '../activeMockDb';
import { setupMswServer } from '../testing/setupMswServer';
import { ssoMockSeeds, ssoSeed } from './ssoSeed';
import { samlSeed, samlSeedMetadata } from './samlSeed';

const api = 'http://partner.example/api';
const server = setupMswServer();
const sso = `/organizations/${demoIds.organizations.acme}/sso`;

function call(method: string, path: string, body?: unknown, token = demoTokens('admin').accessToken) {
  return fetch(`${api}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
}

describe('single sign-on mocks', () => {
  it('answer 402 on Pro (the demo Acme Corp), and 404 on Enterprise before a connection', async () => {
    server.use(...createHandlers(createMockDb(demoSeed)));
    const refused = await call('GET', sso);
    expect(refused.status).toBe(402);
    expect((await refused.json()).message).toBe(SSO_PLAN_MESSAGE);
    server.use(...ssoHandlers.enterprise);
    resetActiveMockDb();
    expect((await call('GET', sso)).status).toBe(404);
  });

  it('scenarios: a pending domain fails its Verify (422) until its TXT record is published (200)', async () => {
    resetActiveMockDb();
    server.use(...ssoHandlers.configured);
    const connection = SsoConnection.parse(await (await call('GET', sso)).json());
    expect(connection.domains.map(({ domain, verified }) => [domain, verified])).toEqual([[ssoSeed.verifiedDomain, true], [ssoSeed.pendingDomain, false]]);
    expect((await call('POST', `${sso}/domains/${ssoSeed.pendingDomain}/verify`)).status).toBe(422);
    resetActiveMockDb();
    server.use(...ssoHandlers.txtPublished);
    expect(await (await call('POST', `${sso}/domains/${ssoSeed.pendingDomain}/verify`)).json()).toEqual({ domain: ssoSeed.pendingDomain, verified: true });
  });

  it('seed `enforced`: the demo accounts are sent to their provider (start 200) and refused a password sign-in (403)', async () => {
    server.use(...createHandlers(createMockDb(ssoMockSeeds.enforced)));
    const started = await call('POST', '/auth/sso/start', { email: 'editor@demo.okr' });
    expect(new URL((await started.json()).redirectUrl).origin).toBe(ssoSeed.issuer);
    const login = await call('POST', '/auth/login', { email: 'editor@demo.okr', password: DEMO_PASSWORD });
    expect(login.status).toBe(403);
    expect(await login.json()).toEqual({ code: 'SSO_REQUIRED', message: SSO_REQUIRED_MESSAGE, details: { domain: 'demo.okr' } });
  });

  it('SAML: a PUT of pasted metadata answers the SP values and the certificate read from it; a DOCTYPE is refused; start goes to the IdP', async () => {
    server.use(...createHandlers(createMockDb(ssoMockSeeds.enterprise)));
    const body = { protocol: 'saml', idpMetadataXml: samlSeedMetadata, domains: ['demo.okr'], defaultRoleType: 'Viewer', enforced: false };
    const saved = await call('PUT', sso, body);
    expect(saved.status).toBe(200);
    const connection = SsoConnection.parse(await saved.json());
    expect(connection).toMatchObject({
      protocol: 'saml',
      idpEntityId: samlSeed.idpEntityId,
      idpSsoUrl: samlSeed.idpSsoUrl,
      idpCertificates: [{ fingerprint: samlSeed.fingerprint, notAfter: samlSeed.notAfter }],
      acsUrl: `${api}/auth/saml/${demoIds.organizations.acme}/acs`,
      spMetadataUrl: `${api}/auth/saml/${demoIds.organizations.acme}/metadata`,
    });
    const refused = await call('PUT', sso, { ...body, idpMetadataXml: `<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>${samlSeedMetadata.replace('<?xml version="1.0" encoding="UTF-8"?>', '')}` });
    expect(refused.status).toBe(422);
    server.use(...createHandlers(createMockDb(ssoMockSeeds.saml)));
    const started = await call('POST', '/auth/sso/start', { email: `ana@${ssoSeed.verifiedDomain}` });
    const target = new URL((await started.json()).redirectUrl);
    expect(`${target.origin}${target.pathname}`).toBe(samlSeed.idpSsoUrl);
    expect(target.searchParams.get('SAMLRequest')).toBeTruthy();
  });
});
