import { SSO_NOT_CONFIGURED_MESSAGE, SSO_PLAN_MESSAGE, SSO_SECRET_REQUIRED_MESSAGE, SSO_VERIFICATION_PREFIX, ssoDomainTakenMessage } from '@okr/contract';
import type { OidcConnectionInput, SsoConnection, SsoConnectionInput } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import type { SsoConnectionRow } from '../../db/ssoTables';
import type { ConnectionValues } from './connectionValues';
import type { MetadataFetchPolicy } from '../saml/fetchIdpMetadata';
import { samlConnectionValues, samlConnectionFields } from '../saml/samlConnection';
import { scoped } from '../../db/scoped';
import { AppError } from '../../lib/AppError';
import { isUniqueViolation } from '../../lib/isUniqueViolation';
import type { SecretBox } from '../../lib/SecretBox';
import { recordAudit } from '../audit/recordAudit';
import type { AuditActor } from '../audit/recordAudit';
import { newLinkToken } from '../auth/linkTokens';
import { planOf } from '../organizations/planOf';
import { discoverIssuer } from './ssoClient';
import type { SsoConfig } from './ssoConfig';

export interface SsoContext {
  config: SsoConfig;
  box: SecretBox;
  redirectUri: string;
  /** API_URL (ending in /api): the SAML service provider's addresses hang under it. */
  apiUrl: string;
  /** How IdP metadata URLs are fetched: the webhooks' address rules and timeout. */
  metadataFetch: MetadataFetchPolicy;
}


/** 402 below Enterprise (api-contract.md "Single sign-on"). */
export async function requireEnterprise(db: Kysely<Database>, organizationId: string): Promise<void> {
  const { plan } = await planOf(db, organizationId);
  if (plan !== 'Enterprise') throw new AppError('PLAN_LIMIT_REACHED', SSO_PLAN_MESSAGE, { plan, feature: 'sso' });
}

export const notConfigured = () => new AppError('NOT_FOUND', SSO_NOT_CONFIGURED_MESSAGE);

export function findConnection(db: Kysely<Database>, organizationId: string) {
  return scoped(db, organizationId).selectFrom('sso_connections').selectAll().executeTakeFirst();
}

function listDomains(db: Kysely<Database>, organizationId: string) {
  return scoped(db, organizationId).selectFrom('sso_domains').selectAll().orderBy('position').execute();
}

/** The connection as GET answers it: no secret; each domain with its TXT record; for SAML what to copy into the IdP and what its metadata said. */
export async function ssoConnectionView(db: Kysely<Database>, organizationId: string, context: Pick<SsoContext, 'redirectUri' | 'apiUrl'>): Promise<SsoConnection> {
  const row = await findConnection(db, organizationId);
  if (!row) throw notConfigured();
  const domains = await listDomains(db, organizationId);
  const common = {
    domains: domains.map((d) => ({ domain: d.domain, verified: d.verified_at !== null, verificationRecord: `${SSO_VERIFICATION_PREFIX}${d.token}` })),
    defaultRoleType: row.default_role_type,
    enforced: row.enforced,
  };
  if (row.protocol === 'saml') return { ...common, ...samlConnectionFields(row, organizationId, context.apiUrl) };
  return { protocol: 'oidc', issuer: row.issuer, clientId: row.client_id ?? '', ...common, redirectUri: context.redirectUri };
}

/** The values of an OpenID Connect PUT: the secret given or kept (400 on the first save), the issuer's discovery document fetched (422 when unusable). */
async function oidcConnectionValues(
  input: OidcConnectionInput,
  existing: SsoConnectionRow | undefined,
  context: SsoContext,
): Promise<ConnectionValues> {
  const kept = existing?.protocol === 'oidc' && existing.client_secret_sealed ? unsealSecret(context.box, existing.client_secret_sealed) : null;
  const clientSecret = input.clientSecret ?? kept;
  if (clientSecret === null) {
    throw new AppError('VALIDATION_ERROR', 'Validation failed', [{ field: 'clientSecret', message: SSO_SECRET_REQUIRED_MESSAGE }]);
  }
  const metadata = await discoverIssuer(input.issuer, input.clientId, clientSecret, context.config);
  return {
    protocol: 'oidc',
    issuer: input.issuer,
    client_id: input.clientId,
    client_secret_sealed: context.box.seal(clientSecret),
    metadata: JSON.stringify(metadata),
    saml_metadata_url: null,
    allow_idp_initiated: false,
    default_role_type: input.defaultRoleType,
    enforced: input.enforced,
  };
}

/** What the audit trail says of a connection (no secret, no certificate). */
function auditViewOf(values: Pick<ConnectionValues, 'protocol' | 'issuer' | 'client_id' | 'default_role_type' | 'enforced' | 'saml_metadata_url' | 'allow_idp_initiated'>) {
  const base = { issuer: values.issuer, clientId: values.client_id, defaultRoleType: values.default_role_type, enforced: values.enforced };
  if (values.protocol !== 'saml') return base;
  return { protocol: 'saml', issuer: values.issuer, idpMetadataUrl: values.saml_metadata_url, allowIdpInitiated: values.allow_idp_initiated, defaultRoleType: values.default_role_type, enforced: values.enforced };
}

/** The stored secret, or null when it cannot be read (SSO_SECRET_KEY changed since it was saved). */
export function unsealSecret(box: SecretBox, sealed: string): string | null {
  try {
    return box.unseal(sealed);
  } catch {
    return null;
  }
}

/**
 * PUT: creates or replaces the connection. The discovery document is fetched first (422 when it
 * cannot be used); then, in one transaction, the connection, its domains (kept ones keep their
 * token and verification, new ones get a token, dropped ones go) and the audit entry.
 */
export async function saveConnection(
  db: Kysely<Database>,
  organizationId: string,
  input: SsoConnectionInput,
  context: SsoContext,
  actor: AuditActor,
): Promise<SsoConnection> {
  await requireEnterprise(db, organizationId);
  const existing = await findConnection(db, organizationId);
  await refuseTakenDomains(db, organizationId, input.domains);
  const values = input.protocol === 'saml' ? await samlConnectionValues(input, existing, context.metadataFetch) : await oidcConnectionValues(input, existing, context);
  try {
    await db.transaction().execute(async (trx) => {
      const row = { ...values, updated_at: new Date() };
      await trx
        .insertInto('sso_connections')
        .values({ organization_id: organizationId, ...row })
        .onConflict((oc) => oc.column('organization_id').doUpdateSet(row))
        .execute();
      await scoped(trx, organizationId).deleteFrom('sso_domains').where('domain', 'not in', input.domains).execute();
      for (const [position, domain] of input.domains.entries()) {
        await trx
          .insertInto('sso_domains')
          .values({ domain, organization_id: organizationId, token: newLinkToken(), position })
          .onConflict((oc) => oc.column('domain').doUpdateSet({ position }).where('sso_domains.organization_id', '=', organizationId))
          .execute();
      }
      // A domain another organization inserted meanwhile: the conflict update above matched nothing.
      const mine = await scoped(trx, organizationId).selectFrom('sso_domains').select('domain').execute();
      const lost = input.domains.find((domain) => !mine.some((row) => row.domain === domain));
      if (lost) throw new AppError('CONFLICT', ssoDomainTakenMessage(lost), { domain: lost });
      const before = existing ? auditViewOf(existing) : null;
      const after = auditViewOf(values);
      const { defaultRoleType, enforced, ...rest } = after;
      await recordAudit(trx, actor, {
        action: 'sso.configured',
        organizationId,
        targetType: 'sso_connection',
        targetId: organizationId,
        before,
        after: { ...rest, domains: input.domains, defaultRoleType, enforced },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', ssoDomainTakenMessage(input.domains[0] ?? ''), { domains: input.domains });
    throw error;
  }
  return ssoConnectionView(db, organizationId, context);
}

/** 409 for the first domain another organization's connection lists (a domain belongs to one organization). */
async function refuseTakenDomains(db: Kysely<Database>, organizationId: string, domains: string[]): Promise<void> {
  const taken = await db
    .selectFrom('sso_domains')
    .select('domain')
    .where('domain', 'in', domains)
    .where('organization_id', '!=', organizationId)
    .executeTakeFirst();
  if (taken) throw new AppError('CONFLICT', ssoDomainTakenMessage(taken.domain), { domain: taken.domain });
}

/** DELETE: the connection and its domains; refused by no plan (lowering a plan only refuses new things). */
export async function deleteConnection(db: Kysely<Database>, organizationId: string, actor: AuditActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const removed = await scoped(trx, organizationId).deleteFrom('sso_connections').returning(['issuer', 'client_id']).executeTakeFirst();
    if (!removed) throw notConfigured();
    await recordAudit(trx, actor, {
      action: 'sso.deleted',
      organizationId,
      targetType: 'sso_connection',
      targetId: organizationId,
      before: { issuer: removed.issuer, clientId: removed.client_id },
    });
  });
}
