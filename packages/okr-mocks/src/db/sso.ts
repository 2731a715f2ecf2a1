import { SSO_VERIFICATION_PREFIX, emailDomainOf, ssoDomainNotVerifiedMessage, ssoDomainUnknownMessage } from '@okr/contract';
import { apiPaths } from '@okr/contract';
import type { SsoConnection } from '@okr/contract';
import { fail } from '../lib/respond';
import { recordAudit } from './audit';
import type { MockDb } from './MockDb';
import type { SsoConnectionRecord } from './records';

/** What the API registers at the provider as the redirect URI, on the origin the request came to. */
export function ssoRedirectUri(request: Request): string {
  return `${new URL(request.url).origin}/api/auth/sso/callback`;
}

/** The SAML service provider's addresses of an organization, on the origin the request came to (as the API's API_URL). */
export function samlUrls(request: Request, organizationId: string) {
  const api = `${new URL(request.url).origin}/api`;
  const spMetadataUrl = `${api}${apiPaths.auth.samlMetadata(organizationId)}`;
  return { spEntityId: spMetadataUrl, acsUrl: `${api}${apiPaths.auth.samlAcs(organizationId)}`, spMetadataUrl };
}

export function toSsoConnection(record: SsoConnectionRecord, request: Request): SsoConnection {
  const common = {
    domains: record.domains.map(({ domain, token, verified }) => ({ domain, verified, verificationRecord: `${SSO_VERIFICATION_PREFIX}${token}` })),
    defaultRoleType: record.defaultRoleType,
    enforced: record.enforced,
  };
  if (record.protocol === 'saml' && record.saml) {
    const urls = samlUrls(request, record.id);
    return { protocol: 'saml', issuer: record.saml.idpEntityId, clientId: urls.spEntityId, redirectUri: urls.acsUrl, ...common, ...urls, ...record.saml };
  }
  return { protocol: 'oidc', issuer: record.issuer, clientId: record.clientId, ...common, redirectUri: ssoRedirectUri(request) };
}

/** A connection in force: its organization is on Enterprise. */
function inForce(db: MockDb, record: SsoConnectionRecord): boolean {
  return db.organizations.get(record.id)?.plan === 'Enterprise';
}

/** The connection in force that has verified the domain of `email`, if any. */
export function ssoConnectionForEmail(db: MockDb, email: string): SsoConnectionRecord | undefined {
  const domain = emailDomainOf(email);
  return db.ssoConnections.find((record) => inForce(db, record) && record.domains.some((d) => d.domain === domain && d.verified));
}

/** Whether a password sign-in or reset for `email` must be refused with SSO_REQUIRED. */
export function ssoRequiredFor(db: MockDb, email: string): boolean {
  return ssoConnectionForEmail(db, email)?.enforced === true;
}

/** The domain's TXT check against the db's DNS (`ssoTxtRecords`): 200, or 422 naming what was found. */
export function checkTxtRecord(db: MockDb, record: SsoConnectionRecord, domain: string): void {
  const entry = record.domains.find((d) => d.domain === domain) ?? fail('RULE_VIOLATION', ssoDomainUnknownMessage(domain));
  const expected = `${SSO_VERIFICATION_PREFIX}${entry.token}`;
  const found = db.ssoTxtRecords.get(domain) ?? [];
  if (!entry.verified && !found.includes(expected)) fail('RULE_VIOLATION', ssoDomainNotVerifiedMessage(domain, expected), { domain, expected, found });
}

/** Marks a listed domain verified (the TXT check or a super administrator); audits the first time only. */
export function markDomainVerified(db: MockDb, record: SsoConnectionRecord, domain: string, actorId: string): void {
  const entry = record.domains.find((d) => d.domain === domain) ?? fail('RULE_VIOLATION', ssoDomainUnknownMessage(domain));
  if (entry.verified) return;
  db.ssoConnections.update(record.id, { domains: record.domains.map((d) => (d.domain === domain ? { ...d, verified: true } : d)) });
  recordAudit(db, { action: 'sso.domain_verified', actorId, organizationId: record.id, targetType: 'sso_domain', targetId: domain, after: { domain, verified: true } });
}
