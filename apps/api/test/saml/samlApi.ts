import type { SsoConnection, SsoStartAnswer } from '@okr/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { AppConfig } from '../../src/config';
import type { Database } from '../../src/db/Database';
import { ownerOnPlan } from '../apiKeys/apiKeysApi';
import { randomIp } from '../support/api';
import type { TestSamlIdp } from '../support/saml/startSamlIdp';
import { markVerified, putConnection, ssoTestConfig, uniqueDomain } from '../sso/ssoApi';

/** The test app's settings: SSO's, and the webhooks' address rules relaxed so the IdP on loopback may serve its metadata. */
export function samlTestConfig(): Partial<AppConfig> {
  return { ...ssoTestConfig(), webhooks: { allowPrivate: true, dnsServers: [], timeoutMs: 3_000, secretKey: null, concurrency: 1, pollMs: 60_000 } };
}

/** An Enterprise organization connected to `idp` by SAML for a new verified domain; the IdP trusts our SP metadata. */
export async function samlOrganization(app: FastifyInstance, db: Kysely<Database>, idp: TestSamlIdp, extra: Record<string, unknown> = {}) {
  const domain = uniqueDomain();
  const { owner, organizationId } = await ownerOnPlan(app, db, 'Enterprise');
  const response = await putConnection(app, organizationId, owner.accessToken, {
    protocol: 'saml',
    idpMetadataXml: idp.metadata,
    domains: [domain],
    defaultRoleType: 'Viewer',
    enforced: false,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(200);
  await markVerified(db, [domain]);
  const metadata = await app.inject({ method: 'GET', url: `/api/auth/saml/${organizationId}/metadata` });
  expect(metadata.statusCode, metadata.body).toBe(200);
  idp.trust(metadata.body);
  return { owner, organizationId, domain, connection: response.json<SsoConnection>() };
}

export async function startSaml(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/sso/start', payload: { email }, remoteAddress: randomIp() });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SsoStartAnswer>().redirectUrl;
}

/** The browser posting the IdP's form to our ACS. */
export function postAcs(app: FastifyInstance, organizationId: string, form: { SAMLResponse: string; RelayState?: string }) {
  return app.inject({
    method: 'POST',
    url: `/api/auth/saml/${organizationId}/acs`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ SAMLResponse: form.SAMLResponse, RelayState: form.RelayState ?? '' }).toString(),
  });
}
