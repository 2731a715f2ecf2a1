import { emailDomainOf } from '@okr/contract';
import type { OrganizationRoleType, SsoErrorCode } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/Database';
import type { AuditActor } from '../audit/recordAudit';
import { provisionSsoUser } from './provisionSsoUser';
import type { SsoNames } from './provisionSsoUser';

export type SsoOutcome = { ok: true; user: UserRow; organizationId: string } | { ok: false; failure: SsoErrorCode; detail?: string };

export const ssoFailed = (failure: SsoErrorCode, detail?: string): SsoOutcome => ({ ok: false, failure, ...(detail && { detail }) });

/** A person the provider vouched for, whatever the protocol: their email (the provider's word that it is theirs) and names. */
export interface SsoIdentity {
  email: string;
  names: SsoNames;
}

/**
 * The tail every protocol shares once the provider's answer is validated (OpenID Connect's ID
 * token, SAML's assertion): the email's domain must be a verified domain of the organization's
 * connection, then the user and membership are found or made just in time (provisionSsoUser).
 */
export async function completeSsoSignIn(
  db: Kysely<Database>,
  organizationId: string,
  roleType: OrganizationRoleType,
  identity: SsoIdentity,
  actor: AuditActor,
): Promise<SsoOutcome> {
  const email = identity.email.trim().toLowerCase();
  const domain = await db
    .selectFrom('sso_domains')
    .select('domain')
    .where('domain', '=', emailDomainOf(email))
    .where('organization_id', '=', organizationId)
    .where('verified_at', 'is not', null)
    .executeTakeFirst();
  if (!domain) return ssoFailed('domain');
  const user = await provisionSsoUser(db, { email, names: identity.names, organizationId, roleType, actor });
  return user ? { ok: true, user, organizationId } : ssoFailed('account');
}
