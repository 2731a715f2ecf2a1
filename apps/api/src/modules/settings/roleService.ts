import { randomUUID } from 'node:crypto';
import type { CreateRoleRequest, Role, UpdateRoleRequest } from '@okr/contract';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database, RoleRow } from '../../db/Database';
import { scoped } from '../../db/scoped';
import { conflict, notFound, ruleViolation } from '../../lib/AppError';
import { isUniqueViolation } from '../../lib/isUniqueViolation';
import { isUuid } from '../../lib/isUuid';
import { changedFields, recordAudit } from '../audit/recordAudit';
import type { AuditActor } from '../audit/recordAudit';

export function toRole(row: RoleRow): Role {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    roleType: row.role_type,
    category: row.category,
    organizationId: row.organization_id,
    createdAt: row.created_at.toISOString(),
  };
}

/** The organization's Application and Custom roles (never System), oldest first. */
export async function listRoles(db: Kysely<Database>, organizationId: string): Promise<RoleRow[]> {
  return scoped(db, organizationId)
    .selectFrom('roles')
    .selectAll()
    .where('category', 'in', ['Application', 'Custom'])
    .orderBy('created_at')
    .orderBy('name')
    .execute();
}

/** One of the organization's roles; another organization's id (or no such id) answers 404. */
export async function findRole(db: Kysely<Database>, organizationId: string, id: string): Promise<RoleRow> {
  const row = isUuid(id)
    ? await scoped(db, organizationId)
        .selectFrom('roles')
        .selectAll()
        .where('id', '=', id)
        .where('category', 'in', ['Application', 'Custom'])
        .executeTakeFirst()
    : undefined;
  if (!row) throw notFound('Role');
  return row;
}

/**
 * Serializes the transactions that create or rename roles of one organization (a row lock on the
 * organization, released at commit): without it, two servers creating the same name at once both
 * found it free and both inserted (names are unique per organization, case-insensitively, which no
 * plain unique constraint expresses). NO KEY UPDATE: inserts referencing the organization still go on.
 */
async function lockRoleNames(trx: Kysely<Database>, organizationId: string): Promise<void> {
  await trx.selectFrom('organizations').select('id').where('id', '=', organizationId).forNoKeyUpdate().execute();
}

async function assertNameFree(db: Kysely<Database>, organizationId: string, name: string, exceptId?: string) {
  let query = scoped(db, organizationId)
    .selectFrom('roles')
    .select('id')
    .where(sql<boolean>`lower(roles.name) = lower(${name})`);
  if (exceptId) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw conflict(`A role named "${name}" already exists in this organization`);
}

/** Two requests that raced past `assertNameFree`: the unique index (005) answers, as the same 409. */
async function nameTakenAsConflict<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`A role named "${name}" already exists in this organization`);
    throw error;
  }
}

/** POST /roles: Custom roles only, never SuperAdmin, names unique per organization (case-insensitive). */
export async function createRole(
  db: Kysely<Database>,
  organizationId: string,
  input: CreateRoleRequest,
  actor: AuditActor,
): Promise<RoleRow> {
  if (input.roleType === 'SuperAdmin') throw ruleViolation('SuperAdmin cannot be assigned inside an organization');
  if (input.category !== 'Custom') throw ruleViolation('Only Custom roles can be created');
  return db.transaction().execute(async (trx) => {
    await lockRoleNames(trx, organizationId);
    await assertNameFree(trx, organizationId, input.name);
    const role = await nameTakenAsConflict(input.name, () =>
      scoped(trx, organizationId)
        .insertInto('roles', [
          {
            id: randomUUID(),
            name: input.name,
            description: input.description || null,
            role_type: input.roleType,
            category: 'Custom',
          },
        ])
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
    await recordAudit(trx, actor, {
      action: 'role.created',
      organizationId,
      targetType: 'role',
      targetId: role.id,
      after: { name: role.name, description: role.description, roleType: role.role_type, category: role.category },
    });
    return role;
  });
}

/** PATCH /roles/{id}: name and description of a Custom role; the category never changes. */
export async function updateRole(
  db: Kysely<Database>,
  organizationId: string,
  id: string,
  changes: UpdateRoleRequest,
  actor: AuditActor,
): Promise<RoleRow> {
  return db.transaction().execute(async (trx) => {
    const role = await findRole(trx, organizationId, id);
    if (changes.category !== undefined && changes.category !== role.category) {
      throw ruleViolation('Role category cannot be changed');
    }
    if (role.category !== 'Custom') throw ruleViolation('System and Application roles cannot be edited');
    if (changes.name !== undefined) {
      await lockRoleNames(trx, organizationId);
      await assertNameFree(trx, organizationId, changes.name, id);
    }
    if (changes.name === undefined && changes.description === undefined) return role;
    const updated = await nameTakenAsConflict(changes.name ?? role.name, () =>
      scoped(trx, organizationId)
        .updateTable('roles')
        .set({
          ...(changes.name !== undefined && { name: changes.name }),
          ...(changes.description !== undefined && { description: changes.description || null }),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
    const changed = changedFields(
      { name: role.name, description: role.description },
      { name: updated.name, description: updated.description },
    );
    if (changed) {
      await recordAudit(trx, actor, { action: 'role.updated', organizationId, targetType: 'role', targetId: id, ...changed });
    }
    return updated;
  });
}

/** DELETE /roles/{id}: a Custom role, its permission rows and its members' grants, in one transaction. */
export async function deleteRole(
  db: Kysely<Database>,
  organizationId: string,
  id: string,
  actor: AuditActor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const role = await findRole(trx, organizationId, id);
    if (role.category !== 'Custom') throw ruleViolation('System and Application roles cannot be deleted');
    await trx.deleteFrom('role_permissions').where('role_id', '=', id).execute();
    await trx.deleteFrom('user_roles').where('role_id', '=', id).execute();
    await scoped(trx, organizationId).deleteFrom('roles').where('id', '=', id).execute();
    await recordAudit(trx, actor, {
      action: 'role.deleted',
      organizationId,
      targetType: 'role',
      targetId: id,
      before: { name: role.name, roleType: role.role_type, category: role.category },
    });
  });
}
