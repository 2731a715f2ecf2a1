import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { apiPaths } from '@okr/contract';
import type { RoleType } from '@okr/contract';
import {
  AddMemberRequest,
  MessageResponse,
  OrganizationMember,
  OrganizationUser,
  RoleRef,
  SetMemberRolesRequest,
  UserListQuery,
  UserSearchQuery,
  UserSearchResult,
} from '@okr/contract/schemas';
import type { MockDb } from '../db/MockDb';
import { addMember, membershipOf } from '../db/organizations';
import { rolesInOrganization } from '../db/roles';
import { fullNameOf } from '../db/users';
import { apiUrl, arrayOf, callerResolver, fail, guardedCaller, noContent, readBody, readQuery, respond, respondPage } from '../lib/routeKit';
import type { DbSource } from '../lib/DbSource';

const members = apiUrl('/organizations/:id/users');
const member = apiUrl('/organizations/:id/users/:userId');
const memberRoles = apiUrl('/organizations/:id/users/:userId/roles');
const strength: Record<RoleType, number> = { SuperAdmin: 0, Admin: 3, Editor: 2, Viewer: 1 };

function findMember(db: MockDb, organizationId: string, userId: string) {
  const row = db.memberships.find((candidate) => candidate.organizationId === organizationId && candidate.userId === userId);
  const user = row && db.users.get(userId);
  if (!row || !user) return fail('NOT_FOUND', 'Member not found');
  return { row, user };
}

const roleRefs = (db: MockDb, userId: string, organizationId: string) =>
  rolesInOrganization(db, userId, organizationId)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.name.localeCompare(b.name))
    .map(({ id, name, roleType, category, organizationId: orgId }) => ({ id, name, roleType, category, organizationId: orgId }));

/** The member and user search calls of product-spec §7, as the API behaves (its rate limit aside). */
export function memberRoutes(source: DbSource) {
  const guarded = guardedCaller(callerResolver(source));

  const list = http.get(members, ({ request, params }) => {
    const { db, organizationId } = guarded(request, 'users', 'read', String(params.id));
    const rows = db.memberships
      .filter((row) => row.organizationId === organizationId)
      .flatMap((row) => {
        const person = db.users.get(row.userId);
        if (!person) return [];
        const roleType = rolesInOrganization(db, person.id, organizationId).reduce<RoleType | null>(
          (best, role) => (best === null || strength[role.roleType] > strength[best] ? role.roleType : best),
          null,
        );
        return [
          {
            id: person.id,
            firstName: person.firstName,
            lastName: person.lastName,
            email: person.email,
            roleType,
            membershipType: row.membershipType,
            joinedAt: row.joinedAt,
            isActive: row.isActive && person.isActive,
          },
        ];
      })
      .sort((a, b) => a.joinedAt.localeCompare(b.joinedAt) || a.email.localeCompare(b.email));
    return respond(arrayOf(OrganizationMember), rows);
  });

  const add = http.post(members, async ({ request, params }) => {
    const { db, organizationId } = guarded(request, 'users', 'create', String(params.id));
    const body = await readBody(request, AddMemberRequest);
    if (body.roleType === 'SuperAdmin') fail('RULE_VIOLATION', 'SuperAdmin cannot be assigned inside an organization');
    const person = db.users.get(body.userId);
    if (!person || !person.isActive) fail('NOT_FOUND', 'User not found');
    if (db.memberships.find((row) => row.organizationId === organizationId && row.userId === body.userId)) {
      fail('CONFLICT', 'User is already a member of this organization');
    }
    addMember(db, { organizationId, userId: body.userId, membershipType: 'Member', roleType: body.roleType });
    return respond(MessageResponse, { message: 'User added to organization successfully' }, 201);
  });

  const remove = http.delete(member, ({ request, params }) => {
    const { db, organizationId } = guarded(request, 'users', 'delete', String(params.id));
    const { row, user: person } = findMember(db, organizationId, String(params.userId));
    if (row.membershipType === 'Owner') fail('RULE_VIOLATION', 'The owner cannot be removed from the organization');
    const roleIds = new Set(db.roles.filter((role) => role.organizationId === organizationId).map((role) => role.id));
    db.userRoles.deleteWhere((held) => held.userId === person.id && roleIds.has(held.roleId));
    db.memberships.deleteWhere((candidate) => candidate.id === row.id);
    if (person.lastOrganizationId === organizationId) db.users.update(person.id, { lastOrganizationId: null });
    return noContent();
  });

  const getRoles = http.get(memberRoles, ({ request, params }) => {
    const { db, organizationId } = guarded(request, 'users', 'read', String(params.id));
    const { user: person } = findMember(db, organizationId, String(params.userId));
    return respond(arrayOf(RoleRef), roleRefs(db, person.id, organizationId));
  });

  const setRoles = http.put(memberRoles, async ({ request, params }) => {
    const { db, organizationId } = guarded(request, 'users', 'update', String(params.id));
    const body = await readBody(request, SetMemberRolesRequest);
    const { row, user: person } = findMember(db, organizationId, String(params.userId));
    const wanted = [...new Set(body.roleIds)];
    const roles = wanted.map((id) => db.roles.get(id));
    if (roles.some((role) => !role || role.organizationId !== organizationId || role.category === 'System')) {
      fail('NOT_FOUND', 'Role not found');
    }
    if (row.membershipType === 'Owner' && !roles.some((role) => role?.roleType === 'Admin' && role.category === 'Application')) {
      fail('RULE_VIOLATION', 'The owner of the organization keeps the Admin role');
    }
    const roleIds = new Set(db.roles.filter((role) => role.organizationId === organizationId).map((role) => role.id));
    db.userRoles.deleteWhere((held) => held.userId === person.id && roleIds.has(held.roleId));
    for (const roleId of wanted) db.userRoles.insert({ id: db.nextId('user-role'), userId: person.id, roleId });
    return respond(arrayOf(RoleRef), roleRefs(db, person.id, organizationId));
  });

  /** GET /users: the current organization's members by name then email (byte order, like the API), with what they own. */
  const users = http.get(apiUrl(apiPaths.users.list), ({ request }) => {
    const { db, organizationId } = guarded(request, 'users', 'read');
    const query = readQuery(request, UserListQuery);
    const needle = query.q?.toLowerCase();
    const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const inOrganization = <T extends { organizationId: string }>(row: T) => row.organizationId === organizationId;
    const rows = db.memberships
      .filter(inOrganization)
      .flatMap((row) => {
        const person = db.users.get(row.userId);
        if (!person) return [];
        const name = `${person.firstName} ${person.lastName}`.toLowerCase();
        if (needle && !name.includes(needle) && !person.email.includes(needle)) return [];
        const roles = roleRefs(db, person.id, organizationId);
        const roleType = roles.reduce<RoleType | null>(
          (best, role) => (best === null || strength[role.roleType] > strength[best] ? role.roleType : best),
          null,
        );
        const owned = <T extends { organizationId: string }>(rows: T[], by: (row: T) => string | null) =>
          rows.filter((r) => inOrganization(r) && by(r) === person.id).length;
        return [
          {
            sortName: name,
            user: {
              id: person.id,
              firstName: person.firstName,
              lastName: person.lastName,
              email: person.email,
              roleType,
              membershipType: row.membershipType,
              joinedAt: row.joinedAt,
              isActive: row.isActive && person.isActive,
              roles,
              owns: {
                objectives: owned(db.objectives.all(), (o) => o.ownerId),
                keyResults: owned(db.keyResults.all(), (k) => k.ownerId),
                initiatives: owned(db.initiatives.all(), (i) => i.ownerId),
                tasks: owned(db.tasks.all(), (t) => t.assigneeId),
              },
            } satisfies OrganizationUser,
          },
        ];
      })
      .sort((a, b) => byteOrder(a.sortName, b.sortName) || byteOrder(a.user.email, b.user.email))
      .map((entry) => entry.user);
    return respondPage(request, OrganizationUser, rows, query.limit, query.cursor);
  });

  const search = http.get(apiUrl(apiPaths.users.search), ({ request }) => {
    const { db, user } = guarded(request, 'users', 'read');
    const url = new URL(request.url);
    const parsed = UserSearchQuery.safeParse(Object.fromEntries(url.searchParams));
    if (!parsed.success) {
      fail(
        'VALIDATION_ERROR',
        'Validation failed',
        parsed.error.issues.map((issue) => ({ field: issue.path.map(String).join('.') || 'querystring', message: issue.message })),
      );
    }
    const { email, excludeOrgId } = parsed.data;
    if (excludeOrgId !== undefined && !membershipOf(db, user.id, excludeOrgId)) fail('NOT_FOUND', 'Organization not found');
    const wanted = email.toLowerCase();
    const found = db.users
      .filter((person) => person.isActive && person.email.toLowerCase().startsWith(wanted))
      .filter((person) => !excludeOrgId || !db.memberships.find((row) => row.organizationId === excludeOrgId && row.userId === person.id))
      .sort((a, b) => Number(b.email.toLowerCase() === wanted) - Number(a.email.toLowerCase() === wanted) || a.email.localeCompare(b.email))
      .slice(0, 10)
      .map((person) => ({ id: person.id, fullName: fullNameOf(person), email: person.email }));
    return respond(arrayOf(UserSearchResult), found);
  });

  return { list, add, remove, getRoles, setRoles, users, search } satisfies Record<string, HttpHandler>;
}
