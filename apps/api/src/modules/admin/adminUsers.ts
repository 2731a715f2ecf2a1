import type { AdminUser, AdminUserList, AdminUserOrganization, AdminUserQuery, RoleRef } from '@okr/contract';
import { sql } from 'kysely';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { notFound, ruleViolation } from '../../lib/AppError';
import { isUuid } from '../../lib/isUuid';
import { recordAudit } from '../audit/recordAudit';
import type { AuditActor } from '../audit/recordAudit';
import { toRoleRef } from '../authorization/userRoles';
import { fullNameOf } from '../users/toUser';
import { offsetOf, prefixPattern, sortOf } from './pagination';

const fullName = sql<string>`lower(users.first_name || ' ' || users.last_name)`;

/** Holds the global SuperAdmin role. */
const isSuperAdmin = (eb: ExpressionBuilder<Database, 'users'>) =>
  eb.exists(
    eb
      .selectFrom('user_roles')
      .innerJoin('roles', 'roles.id', 'user_roles.role_id')
      .select('user_roles.role_id')
      .whereRef('user_roles.user_id', '=', 'users.id')
      .where('roles.role_type', '=', 'SuperAdmin')
      .where('roles.organization_id', 'is', null),
  );

function filtered(db: Kysely<Database>, query: Pick<AdminUserQuery, 'q' | 'isActive'>) {
  let select = db.selectFrom('users');
  if (query.q) {
    // Prefix of the email, first name, last name or full name; each has its own index (002).
    const pattern = prefixPattern(query.q);
    select = select.where(
      sql<boolean>`(lower(users.email) like ${pattern} escape '\\'
        or lower(users.first_name) like ${pattern} escape '\\'
        or lower(users.last_name) like ${pattern} escape '\\'
        or lower(users.first_name || ' ' || users.last_name) like ${pattern} escape '\\')`,
    );
  }
  if (query.isActive !== undefined) select = select.where('users.is_active', '=', query.isActive === 'true');
  return select;
}

/** Each user's organizations, with the membership and the roles held there. */
async function organizationsOf(db: Kysely<Database>, userIds: string[]): Promise<Map<string, AdminUserOrganization[]>> {
  const byUser = new Map<string, AdminUserOrganization[]>();
  if (userIds.length === 0) return byUser;
  const memberships = await db
    .selectFrom('organization_members as m')
    .innerJoin('organizations as o', 'o.id', 'm.organization_id')
    .select(['m.user_id', 'o.id', 'o.name', 'm.membership_type'])
    .where('m.user_id', 'in', userIds)
    .where('m.is_active', '=', true)
    .orderBy('m.joined_at')
    .execute();
  const roles = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['user_roles.user_id', 'roles.id', 'roles.name', 'roles.role_type', 'roles.category', 'roles.organization_id'])
    .where('user_roles.user_id', 'in', userIds)
    .where('roles.organization_id', 'is not', null)
    .orderBy('roles.created_at')
    .execute();
  const rolesByKey = new Map<string, RoleRef[]>();
  for (const role of roles) {
    const key = `${role.user_id}:${role.organization_id}`;
    rolesByKey.set(key, [...(rolesByKey.get(key) ?? []), toRoleRef(role)]);
  }
  for (const m of memberships) {
    byUser.set(m.user_id, [
      ...(byUser.get(m.user_id) ?? []),
      { id: m.id, name: m.name, membershipType: m.membership_type, roles: rolesByKey.get(`${m.user_id}:${m.id}`) ?? [] },
    ]);
  }
  return byUser;
}

type UserListRow = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  is_active: boolean;
  is_super_admin: boolean | number;
  created_at: Date;
};

const toAdminUser = (row: UserListRow, organizations: AdminUserOrganization[]): AdminUser => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  fullName: fullNameOf(row),
  email: row.email,
  isActive: row.is_active,
  isSuperAdmin: Boolean(row.is_super_admin),
  organizations,
  createdAt: row.created_at.toISOString(),
});

const columns = ['users.id', 'users.first_name', 'users.last_name', 'users.email', 'users.is_active', 'users.created_at'] as const;

/** GET /admin/users: one page, its total, searched and sorted in the database. */
export async function listAdminUsers(db: Kysely<Database>, query: AdminUserQuery): Promise<AdminUserList> {
  const { field, direction } = sortOf(query.sort);
  let page = filtered(db, query)
    .select([...columns, (eb) => isSuperAdmin(eb).as('is_super_admin')])
    .limit(query.pageSize)
    .offset(offsetOf(query.page, query.pageSize));
  if (field === 'name') page = page.orderBy(fullName, direction);
  else if (field === 'email') page = page.orderBy('users.email', direction);
  else page = page.orderBy('users.created_at', direction);
  page = page.orderBy('users.id', direction);
  const rows = await page.execute();
  const { total } = await filtered(db, query)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const organizations = await organizationsOf(
    db,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => toAdminUser(row, organizations.get(row.id) ?? [])), total: Number(total) };
}

async function findUserRow(db: Kysely<Database>, id: string): Promise<UserListRow> {
  const row = isUuid(id)
    ? await db
        .selectFrom('users')
        .select([...columns, (eb) => isSuperAdmin(eb).as('is_super_admin')])
        .where('users.id', '=', id)
        .executeTakeFirst()
    : undefined;
  if (!row) throw notFound('User');
  return row;
}

/** GET /admin/users/{id}. */
export async function getAdminUser(db: Kysely<Database>, id: string): Promise<AdminUser> {
  const row = await findUserRow(db, id);
  return toAdminUser(row, (await organizationsOf(db, [row.id])).get(row.id) ?? []);
}

/**
 * PATCH /admin/users/{id} `{ isActive }`. Deactivating ends every session of the user at once: the
 * guard's one statement reads `is_active` on each request (the access token dies), and the refresh
 * tokens are revoked here (a refresh answers 401 even after a reactivation). The last active super
 * administrator cannot be deactivated (422): the active super administrators' rows are locked
 * first, so two of them cannot deactivate each other at the same moment.
 */
export async function setUserActive(
  db: Kysely<Database>,
  id: string,
  isActive: boolean,
  actor: AuditActor,
): Promise<AdminUser> {
  await db.transaction().execute(async (trx) => {
    const user = await findUserRow(trx, id);
    if (user.is_active === isActive) return;
    if (!isActive && user.is_super_admin) {
      const activeSuperAdmins = await trx
        .selectFrom('users')
        .select('users.id')
        .where('users.is_active', '=', true)
        .where((eb) => isSuperAdmin(eb))
        .orderBy('users.id')
        .forUpdate()
        .execute();
      if (activeSuperAdmins.every((admin) => admin.id === id)) {
        throw ruleViolation('The last active super administrator cannot be deactivated');
      }
    }
    const now = new Date();
    await trx.updateTable('users').set({ is_active: isActive, updated_at: now }).where('id', '=', id).execute();
    if (!isActive) {
      await trx
        .updateTable('refresh_tokens')
        .set({ revoked_at: now })
        .where('user_id', '=', id)
        .where('revoked_at', 'is', null)
        .execute();
    }
    await recordAudit(trx, actor, {
      action: isActive ? 'user.reactivated' : 'user.deactivated',
      organizationId: null,
      targetType: 'user',
      targetId: id,
      before: { isActive: !isActive },
      after: { isActive },
    });
  });
  return getAdminUser(db, id);
}
