import type { OrganizationUser, OwnedCounts, UserListQuery } from '@okr/contract';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { scoped } from '../../db/scoped';
import { isUuid } from '../../lib/isUuid';
import { invalidField } from '../okr/okrErrors';
import type { Page } from '../okr/paging';
import { memberships, rolesInOrganization, strongestRoleType } from './memberService';

type Db = Kysely<Database>;

// GET /users (api-contract.md): the current organization's members with their roles and what
// they own, by name then email, paged. Byte order ("C") on both sides of the comparison, so the
// order is the same on every PostgreSQL whatever its locale, and the same as the mocks'.
const sortName = sql<string>`lower(users.first_name || ' ' || users.last_name) collate "C"`;
const sortEmail = sql<string>`users.email collate "C"`;

const none = (): OwnedCounts => ({ objectives: 0, keyResults: 0, initiatives: 0, tasks: 0 });

/** How many objectives, key results and initiatives each user owns and tasks they are assigned, over every row. */
async function ownedCounts(db: Db, organizationId: string, userIds: string[]): Promise<Map<string, OwnedCounts>> {
  const counts = new Map(userIds.map((id) => [id, none()]));
  if (userIds.length === 0) return counts;
  const area = scoped(db, organizationId);
  const total = sql<number>`count(*)::int`.as('n');
  const [objectives, keyResults, initiatives, tasks] = await Promise.all([
    area.selectFrom('objectives').select(['owner_id as user_id', total]).where('owner_id', 'in', userIds).groupBy('owner_id').execute(),
    area.selectFrom('key_results').select(['owner_id as user_id', total]).where('owner_id', 'in', userIds).groupBy('owner_id').execute(),
    area.selectFrom('initiatives').select(['owner_id as user_id', total]).where('owner_id', 'in', userIds).groupBy('owner_id').execute(),
    area.selectFrom('tasks').select(['assignee_id as user_id', total]).where('assignee_id', 'in', userIds).groupBy('assignee_id').execute(),
  ]);
  const add = (key: keyof OwnedCounts, rows: { user_id: string | null; n: number }[]) => {
    for (const row of rows) if (row.user_id) counts.get(row.user_id)![key] = row.n;
  };
  add('objectives', objectives);
  add('keyResults', keyResults);
  add('initiatives', initiatives);
  add('tasks', tasks);
  return counts;
}

/** GET /users: one page of members (by name, then email); the cursor is the last member's id. */
export async function listOrganizationUsers(db: Db, organizationId: string, query: UserListQuery): Promise<Page<OrganizationUser>> {
  let base = memberships(db, organizationId);
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) =>
      eb.or([eb(sql<string>`users.first_name || ' ' || users.last_name`, 'ilike', pattern), eb('users.email', 'ilike', pattern)]),
    );
  }
  let paged = base;
  if (query.cursor !== undefined) {
    const at = isUuid(query.cursor)
      ? await memberships(db, organizationId)
          .select([sortName.as('sort_name'), sortEmail.as('sort_email')])
          .where('users.id', '=', query.cursor)
          .executeTakeFirst()
      : undefined;
    if (!at) throw invalidField('cursor', 'Not a cursor this API issued');
    paged = paged.where(
      sql<boolean>`(${sortName} > ${at.sort_name} collate "C" or (${sortName} = ${at.sort_name} collate "C" and ${sortEmail} > ${at.sort_email} collate "C"))`,
    );
  }
  const [rows, count] = await Promise.all([
    paged.orderBy(sortName).orderBy(sortEmail).limit(query.limit + 1).execute(),
    base.clearSelect().select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  const kept = rows.slice(0, query.limit);
  const ids = kept.map((row) => row.id);
  const [roles, owns] = await Promise.all([rolesInOrganization(db, organizationId, ids), ownedCounts(db, organizationId, ids)]);
  const items = kept.map((row): OrganizationUser => {
    const held = roles.get(row.id) ?? [];
    return {
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      roleType: strongestRoleType(held),
      membershipType: row.membership_type,
      joinedAt: row.joined_at.toISOString(),
      isActive: row.is_active && row.user_active,
      roles: held,
      owns: owns.get(row.id) ?? none(),
    };
  });
  return { items, next: rows.length > query.limit ? kept[kept.length - 1]!.id : undefined, total: count.total };
}
