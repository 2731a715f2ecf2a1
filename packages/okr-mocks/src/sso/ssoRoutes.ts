import { http } from 'msw';
import type { HttpHandler } from 'msw';
import {
  SSO_DISCOVERY_FAILED_MESSAGE,
  SSO_NOT_AVAILABLE_MESSAGE,
  SSO_NOT_CONFIGURED_MESSAGE,
  SSO_PLAN_MESSAGE,
  SSO_SCOPES,
  SSO_SECRET_REQUIRED_MESSAGE,
  SAML_METADATA_REQUIRED_MESSAGE,
  SAML_NOT_CONFIGURED_MESSAGE,
  apiPaths,
  ssoDomainTakenMessage,
} from '@okr/contract';
import { SsoConnection, SsoConnectionInput, SsoDomainName, SsoStartAnswer, SsoStartInput, SsoVerifyDomainAnswer } from '@okr/contract/schemas';
import type { MockDb } from '../db/MockDb';
import { recordAudit } from '../db/audit';
import { checkTxtRecord, markDomainVerified, samlUrls, ssoConnectionForEmail, ssoRedirectUri, toSsoConnection } from '../db/sso';
import type { SsoConnectionRecord } from '../db/records';
import { apiUrl, callerResolver, fail, guardedCaller, noContent, readBody, respond } from '../lib/routeKit';
import { samlIdpOf } from './samlMetadataOf';
import { samlSeedMetadata } from './samlSeed';
import type { DbSource } from '../lib/DbSource';

const connectionPath = apiUrl('/organizations/:id/sso');
const verifyPath = apiUrl('/organizations/:id/sso/domains/:domain/verify');

/** 32 random bytes in base64url, like the API's tokens. */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function requireEnterprise(db: MockDb, organizationId: string): void {
  const plan = db.organizations.get(organizationId)?.plan ?? 'Free';
  if (plan !== 'Enterprise') fail('PLAN_LIMIT_REACHED', SSO_PLAN_MESSAGE, { plan, feature: 'sso' });
}

function connectionOf(db: MockDb, organizationId: string): SsoConnectionRecord {
  return db.ssoConnections.get(organizationId) ?? fail('NOT_FOUND', SSO_NOT_CONFIGURED_MESSAGE);
}

/**
 * The mocks cannot fetch a discovery document: an issuer on the reserved `.invalid` name stands
 * for one the API could not use (422), any other for a provider that answered.
 */
function discoverable(issuer: string): boolean {
  return !new URL(issuer).hostname.endsWith('.invalid');
}

/** The calls of api-contract.md "Single sign-on", as the API answers them (no provider is called). */
export function ssoRoutes(source: DbSource) {
  const guarded = guardedCaller(callerResolver(source));

  const get = http.get(connectionPath, ({ request, params }) => {
    const { db, organizationId } = guarded(request, 'settings', 'read', String(params.id));
    requireEnterprise(db, organizationId);
    return respond(SsoConnection, toSsoConnection(connectionOf(db, organizationId), request));
  });

  const put = http.put(connectionPath, async ({ request, params }) => {
    const { db, user, organizationId } = guarded(request, 'settings', 'update', String(params.id));
    const body = await readBody(request, SsoConnectionInput);
    requireEnterprise(db, organizationId);
    const existing = db.ssoConnections.get(organizationId);
    const taken = body.domains.find((domain) => db.ssoConnections.find((other) => other.id !== organizationId && other.domains.some((d) => d.domain === domain)));
    if (taken) fail('CONFLICT', ssoDomainTakenMessage(taken), { domain: taken });
    const domains = body.domains.map((domain) => existing?.domains.find((d) => d.domain === domain) ?? { domain, token: randomToken(), verified: false });
    const common = { id: organizationId, domains, defaultRoleType: body.defaultRoleType, enforced: body.enforced };
    let record: SsoConnectionRecord;
    if (body.protocol === 'saml') {
      const given = body.idpMetadataXml !== undefined || body.idpMetadataUrl !== undefined;
      if (!given && !existing?.saml) fail('VALIDATION_ERROR', 'Validation failed', [{ field: 'idpMetadataXml', message: SAML_METADATA_REQUIRED_MESSAGE }]);
      const idp = given ? await samlIdpOf(body, samlSeedMetadata) : existing!.saml!;
      const saml = { ...idp, allowIdpInitiated: body.allowIdpInitiated ?? false };
      record = { ...common, protocol: 'saml', issuer: saml.idpEntityId, clientId: '', clientSecret: '', saml };
    } else {
      const clientSecret = body.clientSecret ?? (existing?.protocol === 'saml' ? undefined : existing?.clientSecret);
      if (clientSecret === undefined) fail('VALIDATION_ERROR', 'Validation failed', [{ field: 'clientSecret', message: SSO_SECRET_REQUIRED_MESSAGE }]);
      if (!discoverable(body.issuer)) fail('RULE_VIOLATION', SSO_DISCOVERY_FAILED_MESSAGE, { issuer: body.issuer });
      record = { ...common, protocol: 'oidc', issuer: body.issuer, clientId: body.clientId, clientSecret };
    }
    if (existing) db.ssoConnections.update(organizationId, record);
    else db.ssoConnections.insert(record);
    const { issuer, clientId, defaultRoleType, enforced } = record;
    const summary = record.saml
      ? { protocol: 'saml', issuer, idpMetadataUrl: record.saml.idpMetadataUrl, allowIdpInitiated: record.saml.allowIdpInitiated }
      : { issuer, clientId };
    recordAudit(db, { action: 'sso.configured', actorId: user.id, organizationId, targetType: 'sso_connection', targetId: organizationId, after: { ...summary, domains: body.domains, defaultRoleType, enforced } });
    return respond(SsoConnection, toSsoConnection(record, request));
  });

  // Removing is never refused by the plan: lowering a plan only refuses new things.
  const remove = http.delete(connectionPath, ({ request, params }) => {
    const { db, user, organizationId } = guarded(request, 'settings', 'delete', String(params.id));
    const record = connectionOf(db, organizationId);
    db.ssoConnections.delete(record.id);
    recordAudit(db, { action: 'sso.deleted', actorId: user.id, organizationId, targetType: 'sso_connection', targetId: organizationId, before: { issuer: record.issuer, clientId: record.clientId } });
    return noContent();
  });

  const verify = http.post(verifyPath, ({ request, params }) => {
    const { db, user, organizationId } = guarded(request, 'settings', 'update', String(params.id));
    const parsed = SsoDomainName.safeParse(String(params.domain));
    if (!parsed.success) fail('VALIDATION_ERROR', 'Validation failed', [{ field: 'domain', message: parsed.error.issues[0]?.message ?? 'Invalid domain' }]);
    const domain = parsed.data;
    requireEnterprise(db, organizationId);
    const record = connectionOf(db, organizationId);
    checkTxtRecord(db, record, domain);
    markDomainVerified(db, record, domain, user.id);
    return respond(SsoVerifyDomainAnswer, { domain, verified: true });
  });

  const start = http.post(apiUrl(apiPaths.auth.ssoStart), async ({ request }) => {
    const db = source();
    const { email } = await readBody(request, SsoStartInput);
    const record = ssoConnectionForEmail(db, email) ?? fail('NOT_FOUND', SSO_NOT_AVAILABLE_MESSAGE);
    if (record.saml) {
      // The IdP's sign-in URL with an AuthnRequest (HTTP-Redirect binding); the mocks send an opaque one.
      const url = new URL(record.saml.idpSsoUrl);
      url.searchParams.set('SAMLRequest', randomToken());
      return respond(SsoStartAnswer, { redirectUrl: url.toString() });
    }
    const url = new URL(`${record.issuer.replace(/\/+$/, '')}/authorize`);
    const query = {
      client_id: record.clientId,
      response_type: 'code',
      scope: SSO_SCOPES,
      redirect_uri: ssoRedirectUri(request),
      state: randomToken(),
      nonce: randomToken(),
      code_challenge: randomToken(),
      code_challenge_method: 'S256',
      login_hint: email,
    };
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return respond(SsoStartAnswer, { redirectUrl: url.toString() });
  });

  // Our SP metadata for an organization with a SAML connection (public XML).
  const samlMetadata = http.get(apiUrl('/auth/saml/:organizationId/metadata'), ({ request, params }) => {
    const db = source();
    const record = db.ssoConnections.get(String(params.organizationId));
    if (!record?.saml || db.organizations.get(record.id)?.plan !== 'Enterprise') fail('NOT_FOUND', SAML_NOT_CONFIGURED_MESSAGE);
    const urls = samlUrls(request, record.id);
    const xml = `<?xml version="1.0"?>
<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${urls.spEntityId}">
  <SPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol" AuthnRequestsSigned="false" WantAssertionsSigned="true">
    <NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</NameIDFormat>
    <AssertionConsumerService index="1" isDefault="true" Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${urls.acsUrl}"/>
  </SPSSODescriptor>
</EntityDescriptor>`;
    return new Response(xml, { headers: { 'content-type': 'application/samlmetadata+xml; charset=utf-8' } });
  });

  return { get, put, remove, verify, start, samlMetadata } satisfies Record<string, HttpHandler>;
}
