import { SCIM_SCHEMAS } from './scimMediaType';
import type { ScimUserRow } from './scimUserRows';

export const etagOf = (version: number) => `W/"${version}"`;

/** A User resource (RFC 7643 §4.1) as this server answers it. */
export function toScimUser(row: ScimUserRow, base: string, groups: { value: string; display: string }[] = []) {
  const formatted = `${row.first_name} ${row.last_name}`.trim();
  return {
    schemas: [SCIM_SCHEMAS.user],
    id: row.id,
    ...(row.external_id !== null && { externalId: row.external_id }),
    userName: row.user_name,
    name: { givenName: row.first_name, familyName: row.last_name, formatted },
    displayName: formatted || row.user_name,
    emails: [{ value: row.email, type: 'work', primary: true }],
    active: row.is_active === true,
    groups: groups.map((group) => ({ ...group, $ref: `${base}/Groups/${group.value}` })),
    meta: {
      resourceType: 'User',
      created: row.created_at.toISOString(),
      lastModified: row.updated_at.toISOString(),
      location: `${base}/Users/${row.id}`,
      version: etagOf(row.version),
    },
  };
}
