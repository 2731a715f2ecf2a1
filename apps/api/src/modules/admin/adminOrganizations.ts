import { monthlyCreditAllowance } from '@okr/contract';
import type {
  AdminMember,
  AdminOrganization,
  AdminOrganizationDetail,
  AdminOrganizationList,
  AdminOrganizationQuery,
  RoleRef,
  UpdateAdminOrganizationRequest,
} from '@okr/contract';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database, OrganizationRow } from '../../db/Database';
import { notFound } from '../../lib/AppError';
import { isUuid } from '../../lib/isUuid';
import { changedFields, recordAudit } from '../audit/recordAudit';
import type { AuditActor } from '../audit/recordAudit';
import { toRoleRef } from '../authorization/userRoles';
import { markSsoDomainVerified } from '../sso/verifySsoDomain';
import { fullNameOf } from '../users/toUser';
import { creditsUsedThisMonth, existingTables } from './optionalTables';
import { offsetOf, prefixPattern, sortOf } from './pagination';

const memberCount = sql<number>`(select count(*)::int from organization_members m where m.organization_id = organizations.id and m.is_active)`;

function filtered(db: Kysely<Database>, query: Pick<AdminOrganizationQuery, 'q' | 'plan'>) {
  let select = db.selectFrom('organizations');
  if (query.q) select = select.where(sql<boolean>`lower(organizations.name) like ${prefixPattern(query.q)} escape '\\'`);
  if (query.plan) select = select.where('organizations.plan', '=', query.plan);
  return select;
}

/** Objectives per organization, when the objectives table exists (0 before). */
async function objectiveCounts(db: Kysely<Database>, ids: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (ids.length === 0 || !(await existingTables(db)).has('objectives')) return counts;
  const { rows } = await sql<{ organization_id: string; count: number }>`
    select organization_id, count(*)::int as count from objectives
    where organization_id in (${sql.join(ids)}) group by organization_id`.execute(db);
  for (const row of rows) counts.set(row.organization_id, Number(row.count));
  return counts;
}

type Row = OrganizationRow & { members: number };

async function toAdminOrganizations(db: Kysely<Database>, rows: Row[]): Promise<AdminOrganization[]> {
  const ids = rows.map((row) => row.id);
  const objectives = await objectiveCounts(db, ids);
  const used = await creditsUsedThisMonth(db, ids);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    plan: row.plan,
    members: Number(row.members),
    objectives: objectives.get(row.id) ?? 0,
    creditsUsed: used.get(row.id) ?? 0,
    creditsAllowed: monthlyCreditAllowance(row.plan, row.ai_credits),
    aiCredits: row.ai_credits,
    createdAt: row.created_at.toISOString(),
  }));
}

/** GET /admin/organizations. */
export async function listAdminOrganizations(
  db: Kysely<Database>,
  query: AdminOrganizationQuery,
): Promise<AdminOrganizationList> {
  const { field, direction } = sortOf(query.sort);
  let page = filtered(db, query)
    .selectAll('organizations')
    .select(memberCount.as('members'))
    .limit(query.pageSize)
    .offset(offsetOf(query.page, query.pageSize));
  if (field === 'name') page = page.orderBy(sql`lower(organizations.name)`, direction);
  else if (field === 'plan') page = page.orderBy('organizations.plan', direction);
  else if (field === 'members') page = page.orderBy(memberCount, direction);
  else page = page.orderBy('organizations.created_at', direction);
  const rows = await page.orderBy('organizations.id', direction).execute();
  const { total } = await filtered(db, query)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return { items: await toAdminOrganizations(db, rows), total: Number(total) };
}

async function findOrganizationRow(db: Kysely<Database>, id: string): Promise<Row> {
  const row = isUuid(id)
    ? await db
        .selectFrom('organizations')
        .selectAll('organizations')
        .select(memberCount.as('members'))
        .where('organizations.id', '=', id)
        .executeTakeFirst()
    : undefined;
  if (!row) throw notFound('Organization');
  return row;
}

async function membersOf(db: Kysely<Database>, organizationId: string): Promise<AdminMember[]> {
  const rows = await db
    .selectFrom('organization_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'u.is_active as user_active', 'm.is_active', 'm.membership_type', 'm.joined_at'])
    .where('m.organization_id', '=', organizationId)
    .orderBy('m.joined_at')
    .orderBy('u.email')
    .execute();
  const roles = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['user_roles.user_id', 'roles.id', 'roles.name', 'roles.role_type', 'roles.category', 'roles.organization_id'])
    .where('roles.organization_id', '=', organizationId)
    .orderBy('roles.created_at')
    .execute();
  const byUser = new Map<string, RoleRef[]>();
  for (const role of roles) byUser.set(role.user_id, [...(byUser.get(role.user_id) ?? []), toRoleRef(role)]);
  return rows.map((row) => ({
    id: row.id,
    fullName: fullNameOf(row),
    email: row.email,
    membershipType: row.membership_type,
    roles: byUser.get(row.id) ?? [],
    isActive: row.is_active && row.user_active,
    joinedAt: row.joined_at.toISOString(),
  }));
}

/** GET /admin/organizations/{id}: the figures of the list, its members and its owner. */
export async function getAdminOrganization(db: Kysely<Database>, id: string): Promise<AdminOrganizationDetail> {
  const row = await findOrganizationRow(db, id);
  const [summary] = await toAdminOrganizations(db, [row]);
  const memberList = await membersOf(db, id);
  const owner = memberList.find((member) => member.membershipType === 'Owner');
  return {
    ...(summary as AdminOrganization),
    website: row.website,
    industry: row.industry,
    owner: owner ? { id: owner.id, fullName: owner.fullName, email: owner.email } : null,
    memberList,
  };
}

/**
 * PATCH /admin/organizations/{id}: plan and monthly AI credits (null: the plan's default). The
 * limits read the row on every request (`planOf`), so they follow at once; lowering deletes nothing.
 */
export async function updateAdminOrganization(
  db: Kysely<Database>,
  id: string,
  changes: UpdateAdminOrganizationRequest,
  actor: AuditActor,
): Promise<AdminOrganizationDetail> {
  await db.transaction().execute(async (trx) => {
    const before = await findOrganizationRow(trx, id);
    // Verified by a super administrator instead of the DNS check (api-contract.md "Single sign-on").
    if (changes.verifySsoDomain !== undefined) await markSsoDomainVerified(trx, id, changes.verifySsoDomain, actor);
    const after = await trx
      .updateTable('organizations')
      .set({
        ...(changes.plan !== undefined && { plan: changes.plan }),
        ...(changes.aiCredits !== undefined && { ai_credits: changes.aiCredits }),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const changed = changedFields(
      { plan: before.plan, aiCredits: before.ai_credits },
      { plan: after.plan, aiCredits: after.ai_credits },
    );
    if (changed) {
      await recordAudit(trx, actor, {
        action: 'organization.plan_updated',
        organizationId: id,
        targetType: 'organization',
        targetId: id,
        ...changed,
      });
    }
  });
  return getAdminOrganization(db, id);
}
