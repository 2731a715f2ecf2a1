import { SSO_REQUIRED_MESSAGE, emailDomainOf } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { AppError } from '../../lib/AppError';

/**
 * The connection in force for an email: one that verified the email's domain, of an organization
 * on Enterprise (below it, single sign-on and its enforcement rest until the plan comes back).
 */
export function ssoConnectionForEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('sso_domains as d')
    .innerJoin('sso_connections as c', 'c.organization_id', 'd.organization_id')
    .innerJoin('organizations as o', 'o.id', 'c.organization_id')
    .selectAll('c')
    .where('d.domain', '=', emailDomainOf(email))
    .where('d.verified_at', 'is not', null)
    .where('o.plan', '=', 'Enterprise')
    .executeTakeFirst();
}

/** Whether password sign-in and reset are refused for this email (its domain's connection is enforced). */
export async function ssoRequiredFor(db: Kysely<Database>, email: string): Promise<boolean> {
  return (await ssoConnectionForEmail(db, email))?.enforced === true;
}

/** 403 SSO_REQUIRED for an email of an enforced domain, whether or not an account has it. */
export async function refuseWhenSsoRequired(db: Kysely<Database>, email: string): Promise<void> {
  if (await ssoRequiredFor(db, email)) throw new AppError('SSO_REQUIRED', SSO_REQUIRED_MESSAGE, { domain: emailDomainOf(email) });
}
