import type { CreateOrganizationRequest, UpdateOrganizationRequest } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database, OrganizationRow, UserRow } from '../../db/Database';
import { changedFields, recordAudit } from '../audit/recordAudit';
import type { AuditActor } from '../audit/recordAudit';
import { setCurrentOrganization } from '../users/userRepository';
import { createOrganization } from './createOrganization';

/** POST /organizations: the caller becomes Owner and Admin; it becomes current if they had none. */
export async function createOwnedOrganization(
  db: Kysely<Database>,
  owner: UserRow,
  input: CreateOrganizationRequest,
): Promise<OrganizationRow> {
  return db.transaction().execute(async (trx) => {
    const { organization } = await createOrganization(trx, { ...input, ownerId: owner.id });
    if (!owner.current_organization_id) await setCurrentOrganization(trx, owner.id, organization.id);
    return organization;
  });
}

export async function updateOrganization(
  db: Kysely<Database>,
  id: string,
  changes: UpdateOrganizationRequest,
  actor: AuditActor,
): Promise<OrganizationRow> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('organizations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const after = await trx
      .updateTable('organizations')
      .set({
        ...(changes.name !== undefined && { name: changes.name }),
        // An emptied field is stored as "not set", as on creation.
        ...(changes.website !== undefined && { website: changes.website || null }),
        ...(changes.industry !== undefined && { industry: changes.industry || null }),
        ...(changes.size !== undefined && { size: changes.size }),
        ...(changes.requireMfa !== undefined && { require_mfa: changes.requireMfa }),
        ...(changes.ssoSatisfiesMfa !== undefined && { sso_satisfies_mfa: changes.ssoSatisfiesMfa }),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const changed = changedFields(generalFieldsOf(before), generalFieldsOf(after));
    if (changed) {
      await recordAudit(trx, actor, {
        action: 'organization.updated',
        organizationId: id,
        targetType: 'organization',
        targetId: id,
        ...changed,
      });
    }
    return after;
  });
}

const generalFieldsOf = (row: OrganizationRow) => ({
  name: row.name,
  website: row.website,
  industry: row.industry,
  size: row.size,
  requireMfa: row.require_mfa,
  ssoSatisfiesMfa: row.sso_satisfies_mfa,
});

/**
 * Deletes an organization; its memberships, roles, user roles and permission rows go with it
 * (ON DELETE CASCADE), and it stops being anyone's current organization (ON DELETE SET NULL).
 */
export async function deleteOrganization(db: Kysely<Database>, id: string, actor: AuditActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const gone = await trx.deleteFrom('organizations').where('id', '=', id).returning('name').executeTakeFirst();
    if (gone) {
      await recordAudit(trx, actor, {
        action: 'organization.deleted',
        organizationId: id,
        targetType: 'organization',
        targetId: id,
        before: { name: gone.name },
      });
    }
  });
}
