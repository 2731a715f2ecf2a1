import { http } from 'msw';
import type { HttpHandler } from 'msw';
import {
  SSO_DISCOVERY_FAILED_MESSAGE,
  SSO_NOT_AVAILABLE_MESSAGE,
  SSO_NOT_CONFIGURED_MESSAGE,
  SSO_PLAN_MESSAGE,
  SSO_SCOPES,
  SSO_SECRET_REQUIRED_MESSAGE,
  apiPaths,
  ssoDomainTakenMessage,
} from '@okr/contract';
import { SsoConnection, SsoConnectionInput, SsoDomainName, SsoStartAnswer, SsoStartInput, SsoVerifyDomainAnswer } from '@okr/contract/schemas';
import type { MockDb } from '../db/MockDb';
import { recordAudit } from '../db/audit';
import { checkTxtRecord, markDomainVerified, ssoConnectionForEmail, ssoRedirectUri, toSsoConnection } from '../db/sso';
import type { SsoConnectionRecord } from '../db/records';
import { apiUrl, callerResolver, fail, guardedCaller, noContent, readBody, respond } from '../lib/routeKit';
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
    return respond(SsoConnection, toSsoConnection(connectionOf(db, organizationId), ssoRedirectUri(request)));
  });

  const put = http.put(connectionPath, async ({ request, params }) => {
    const { db, user, organizationId } = guarded(request, 'settings', 'update', String(params.id));
    const body = await readBody(request, SsoConnectionInput);
    requireEnterprise(db, organizationId);
    const existing = db.ssoConnections.get(organizationId);
    const clientSecret = body.clientSecret ?? existing?.clientSecret;
    if (clientSecret === undefined) fail('VALIDATION_ERROR', 'Validation failed', [{ field: 'clientSecret', message: SSO_SECRET_REQUIRED_MESSAGE }]);
    const taken = body.domains.find((domain) => db.ssoConnections.find((other) => other.id !== organizationId && other.domains.some((d) => d.domain === domain)));
    if (taken) fail('CONFLICT', ssoDomainTakenMessage(taken), { domain: taken });
    if (!discoverable(body.issuer)) fail('RULE_VIOLATION', SSO_DISCOVERY_FAILED_MESSAGE, { issuer: body.issuer });
    const domains = body.domains.map((domain) => existing?.domains.find((d) => d.domain === domain) ?? { domain, token: randomToken(), verified: false });
    const record: SsoConnectionRecord = { id: organizationId, issuer: body.issuer, clientId: body.clientId, clientSecret, domains, defaultRoleType: body.defaultRoleType, enforced: body.enforced };
    if (existing) db.ssoConnections.update(organizationId, record);
    else db.ssoConnections.insert(record);
    const { issuer, clientId, defaultRoleType, enforced } = record;
    recordAudit(db, { action: 'sso.configured', actorId: user.id, organizationId, targetType: 'sso_connection', targetId: organizationId, after: { issuer, clientId, domains: body.domains, defaultRoleType, enforced } });
    return respond(SsoConnection, toSsoConnection(record, ssoRedirectUri(request)));
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

  return { get, put, remove, verify, start } satisfies Record<string, HttpHandler>;
}
