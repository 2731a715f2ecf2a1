import type { PermissionDomain } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';

/**
 * Whether every Viewer role of the organization may read all of `domains`: a chat channel is read
 * by people outside the product's roles, so it gets no more than the organization's Viewers see.
 * An organization without a Viewer role shares nothing beyond the link.
 */
export async function viewersCanRead(db: Kysely<Database>, organizationId: string, domains: readonly PermissionDomain[]): Promise<boolean> {
  const rows = await db
    .selectFrom('roles as r')
    .leftJoin('role_permissions as p', 'p.role_id', 'r.id')
    .select(['r.id as roleId', 'p.domain_name as domain', 'p.can_read as canRead'])
    .where('r.organization_id', '=', organizationId)
    .where('r.role_type', '=', 'Viewer')
    .execute();
  const roles = new Set(rows.map((row) => row.roleId));
  if (roles.size === 0) return false;
  return [...roles].every((roleId) => domains.every((domain) => rows.some((row) => row.roleId === roleId && row.domain === domain && row.canRead)));
}
