import type { Organization } from '@okr/contract';
import type { OrganizationRow } from '../../db/Database';

export function toOrganization(row: OrganizationRow): Organization {
  return {
    id: row.id,
    name: row.name,
    website: row.website,
    industry: row.industry,
    size: row.size,
    plan: row.plan,
    requireMfa: row.require_mfa,
    ssoSatisfiesMfa: row.sso_satisfies_mfa,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
