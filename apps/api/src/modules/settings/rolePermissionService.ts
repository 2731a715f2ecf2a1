import { randomUUID } from 'node:crypto';
import { isLockedAdminRole } from '@okr/contract';
import type { CreateRolePermissionRequest, RolePermission, UpdateRolePermissionRequest } from '@okr/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, RolePermissionsTable } from '../../db/Database';
import { scoped } from '../../db/scoped';
import { conflict, notFound, ruleViolation } from '../../lib/AppError';
import { isUniqueViolation } from '../../lib/isUniqueViolation';
import { isUuid } from '../../lib/isUuid';
import { changedFields, recordAudit } from '../audit/recordAudit';
import type { AuditActor } from '../audit/recordAudit';
import { findRole } from './roleService';

type PermissionRow = Selectable<RolePermissionsTable>;

export const LOCKED_ADMIN_MESSAGE = 'Admin permissions are locked';

export function toRolePermission(row: PermissionRow): RolePermission {
  return {
    id: row.id,
    roleId: row.role_id,
    domainName: row.domain_name,
    canCreate: row.can_create,
    canRead: row.can_read,
    canUpdate: row.can_update,
    canDelete: row.can_delete,
  };
}

const flagsOf = (row: PermissionRow) => ({
  canCreate: row.can_create,
  canRead: row.can_read,
  canUpdate: row.can_update,
  canDelete: row.can_delete,
});

/** Permission rows of the organization's roles (reached through `roles`, the table that has the organization). */
function permissionsOf(db: Kysely<Database>, organizationId: string) {
  return scoped(db, organizationId)
    .selectFrom('roles')
    .innerJoin('role_permissions', 'role_permissions.role_id', 'roles.id')
    .selectAll('role_permissions')
    .select(['roles.role_type', 'roles.category']);
}

export async function listRolePermissions(db: Kysely<Database>, organizationId: string, roleId?: string) {
  let query = permissionsOf(db, organizationId);
  if (roleId !== undefined) query = query.where('roles.id', '=', roleId);
  return query.orderBy('roles.created_at').orderBy('roles.name').orderBy('role_permissions.domain_name').execute();
}

export async function findRolePermission(db: Kysely<Database>, organizationId: string, id: string) {
  const row = isUuid(id)
    ? await permissionsOf(db, organizationId).where('role_permissions.id', '=', id).executeTakeFirst()
    : undefined;
  if (!row) throw notFound('Role permission');
  return row;
}

/** POST /role-permissions: one row per role and domain (409); the default Admin role's rows are locked (422). */
export async function createRolePermission(
  db: Kysely<Database>,
  organizationId: string,
  input: CreateRolePermissionRequest,
  actor: AuditActor,
): Promise<PermissionRow> {
  const role = await findRole(db, organizationId, input.roleId);
  if (isLockedAdminRole({ roleType: role.role_type, category: role.category })) throw ruleViolation(LOCKED_ADMIN_MESSAGE);
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('role_permissions')
        .values({
          id: randomUUID(),
          role_id: role.id,
          domain_name: input.domainName,
          can_create: input.canCreate,
          can_read: input.canRead,
          can_update: input.canUpdate,
          can_delete: input.canDelete,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, {
        action: 'permission.created',
        organizationId,
        targetType: 'role',
        targetId: role.id,
        after: { domainName: row.domain_name, ...flagsOf(row) },
      });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict(`The role ${role.name} already has permissions for ${input.domainName}`);
    }
    throw error;
  }
}

/** PATCH /role-permissions/{id}: only the flags sent change. */
export async function updateRolePermission(
  db: Kysely<Database>,
  organizationId: string,
  id: string,
  changes: UpdateRolePermissionRequest,
  actor: AuditActor,
): Promise<PermissionRow> {
  return db.transaction().execute(async (trx) => {
    const row = await findRolePermission(trx, organizationId, id);
    if (isLockedAdminRole({ roleType: row.role_type, category: row.category })) throw ruleViolation(LOCKED_ADMIN_MESSAGE);
    const updated = await trx
      .updateTable('role_permissions')
      .set({
        ...(changes.canCreate !== undefined && { can_create: changes.canCreate }),
        ...(changes.canRead !== undefined && { can_read: changes.canRead }),
        ...(changes.canUpdate !== undefined && { can_update: changes.canUpdate }),
        ...(changes.canDelete !== undefined && { can_delete: changes.canDelete }),
      })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw notFound('Role permission');
    const changed = changedFields(flagsOf(row), flagsOf(updated));
    if (changed) {
      await recordAudit(trx, actor, {
        action: 'permission.updated',
        organizationId,
        targetType: 'role',
        targetId: row.role_id,
        before: { domainName: row.domain_name, ...changed.before },
        after: { domainName: row.domain_name, ...changed.after },
      });
    }
    return updated;
  });
}

export async function deleteRolePermission(
  db: Kysely<Database>,
  organizationId: string,
  id: string,
  actor: AuditActor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await findRolePermission(trx, organizationId, id);
    if (isLockedAdminRole({ roleType: row.role_type, category: row.category })) throw ruleViolation(LOCKED_ADMIN_MESSAGE);
    await trx.deleteFrom('role_permissions').where('id', '=', row.id).execute();
    await recordAudit(trx, actor, {
      action: 'permission.deleted',
      organizationId,
      targetType: 'role',
      targetId: row.role_id,
      before: { domainName: row.domain_name, ...flagsOf(row) },
    });
  });
}
