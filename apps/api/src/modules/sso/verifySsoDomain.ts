import { SSO_VERIFICATION_PREFIX, ssoDomainNotVerifiedMessage, ssoDomainUnknownMessage } from '@okr/contract';
import type { SsoVerifyDomainAnswer } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { scoped } from '../../db/scoped';
import { AppError, ruleViolation } from '../../lib/AppError';
import { dnsResolver } from '../../lib/dnsResolver';
import { recordAudit } from '../audit/recordAudit';
import type { AuditActor } from '../audit/recordAudit';
import { findConnection, notConfigured, requireEnterprise } from './ssoConnections';
import type { SsoConfig } from './ssoConfig';

/** The TXT values on a domain, each record's strings joined (RFC 7208 style); none when it does not resolve. */
async function txtValuesOf(domain: string, config: SsoConfig): Promise<string[]> {
  try {
    const records = await dnsResolver(config.dnsServers, config.timeoutMs).resolveTxt(domain);
    return records.map((chunks) => chunks.join(''));
  } catch {
    // NXDOMAIN, no TXT record, no answer in time: nothing found, which the 422 says.
    return [];
  }
}

function domainOf(db: Kysely<Database>, organizationId: string, domain: string) {
  return scoped(db, organizationId).selectFrom('sso_domains').selectAll().where('domain', '=', domain).executeTakeFirst();
}

/** Marks a domain of the connection verified, with its audit entry the first time only. */
export async function markSsoDomainVerified(trx: Kysely<Database>, organizationId: string, domain: string, actor: AuditActor): Promise<void> {
  const row = await domainOf(trx, organizationId, domain);
  if (!row) throw ruleViolation(ssoDomainUnknownMessage(domain));
  const updated = await scoped(trx, organizationId)
    .updateTable('sso_domains')
    .set({ verified_at: new Date() })
    .where('domain', '=', domain)
    .where('verified_at', 'is', null)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) return;
  await recordAudit(trx, actor, {
    action: 'sso.domain_verified',
    organizationId,
    targetType: 'sso_domain',
    targetId: domain,
    after: { domain, verified: true },
  });
}

/**
 * POST .../sso/domains/{domain}/verify: the TXT record `okr-verification=<token>` must be on the
 * domain (asked of OKR_DNS_SERVERS, else the system's resolvers). 422 naming what was found.
 */
export async function verifySsoDomain(
  db: Kysely<Database>,
  organizationId: string,
  domain: string,
  config: SsoConfig,
  actor: AuditActor,
): Promise<SsoVerifyDomainAnswer> {
  await requireEnterprise(db, organizationId);
  if (!(await findConnection(db, organizationId))) throw notConfigured();
  const row = await domainOf(db, organizationId, domain);
  if (!row) throw ruleViolation(ssoDomainUnknownMessage(domain));
  if (row.verified_at === null) {
    const expected = `${SSO_VERIFICATION_PREFIX}${row.token}`;
    const found = await txtValuesOf(domain, config);
    if (!found.includes(expected)) {
      throw new AppError('RULE_VIOLATION', ssoDomainNotVerifiedMessage(domain, expected), { domain, expected, found });
    }
    await db.transaction().execute((trx) => markSsoDomainVerified(trx, organizationId, domain, actor));
  }
  return { domain, verified: true };
}
