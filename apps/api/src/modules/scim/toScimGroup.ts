import { SCIM_SCHEMAS } from './scimMediaType';
import type { ScimGroupMember, ScimGroupRow } from './scimGroupRows';
import { etagOf } from './toScimUser';

/** A Group resource (RFC 7643 §4.2); `members` left out when the client excluded them (Entra ID does). */
export function toScimGroup(row: ScimGroupRow, base: string, members: ScimGroupMember[] | null) {
  return {
    schemas: [SCIM_SCHEMAS.group],
    id: row.id,
    ...(row.external_id !== null && { externalId: row.external_id }),
    displayName: row.display_name,
    ...(members !== null && { members: members.map((member) => ({ ...member, $ref: `${base}/Users/${member.value}` })) }),
    meta: {
      resourceType: 'Group',
      created: row.created_at.toISOString(),
      lastModified: row.updated_at.toISOString(),
      location: `${base}/Groups/${row.id}`,
      version: etagOf(row.version),
    },
  };
}
