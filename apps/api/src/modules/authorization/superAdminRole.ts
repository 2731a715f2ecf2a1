import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';

/**
 * The one global SuperAdmin role (category System, no organization), created if missing. A
 * partial unique index makes concurrent callers converge on a single row.
 */
export async function ensureSuperAdminRole(db: Kysely<Database>): Promise<string> {
  await db
    .insertInto('roles')
    .values({
      id: randomUUID(),
      name: 'SuperAdmin',
      description: 'Administers the whole product: every organization and user',
      role_type: 'SuperAdmin',
      category: 'System',
      organization_id: null,
    })
    .onConflict((oc) => oc.column('role_type').where('organization_id', 'is', null).doNothing())
    .execute();
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('role_type', '=', 'SuperAdmin')
    .where('organization_id', 'is', null)
    .executeTakeFirstOrThrow();
  return role.id;
}

/** Idempotent: granting twice leaves one user_roles row. Run it in the caller's transaction. */
export async function grantSuperAdmin(db: Kysely<Database>, userId: string): Promise<void> {
  const roleId = await ensureSuperAdminRole(db);
  await db
    .insertInto('user_roles')
    .values({ user_id: userId, role_id: roleId })
    .onConflict((oc) => oc.columns(['user_id', 'role_id']).doNothing())
    .execute();
}
