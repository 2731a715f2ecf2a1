import { monthlyCreditAllowance } from '@okr/contract';
import type { AdminMember, AdminOrganization, AdminUser, RoleRef } from '@okr/contract';
import type { MockDb } from '../db/MockDb';
import type { OrganizationRecord, UserRecord } from '../db/records';
import { isSuperAdmin } from '../db/roles';
import { fullNameOf } from '../db/users';

const roleRefsOf = (db: MockDb, userId: string, organizationId: string): RoleRef[] => {
  const held = new Set(db.userRoles.filter((row) => row.userId === userId).map((row) => row.roleId));
  return db.roles
    .filter((role) => role.organizationId === organizationId && held.has(role.id))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map(({ id, name, roleType, category, organizationId: orgId }) => ({ id, name, roleType, category, organizationId: orgId }));
};

export function toAdminOrganization(db: MockDb, organization: OrganizationRecord): AdminOrganization {
  return {
    id: organization.id,
    name: organization.name,
    plan: organization.plan,
    members: db.memberships.filter((row) => row.organizationId === organization.id && row.isActive).length,
    objectives: 0,
    creditsUsed: 0,
    creditsAllowed: monthlyCreditAllowance(organization.plan, organization.aiCredits),
    aiCredits: organization.aiCredits,
    createdAt: organization.createdAt,
  };
}

export function membersOf(db: MockDb, organizationId: string): AdminMember[] {
  return db.memberships
    .filter((row) => row.organizationId === organizationId)
    .sort((a, b) => a.joinedAt.localeCompare(b.joinedAt))
    .flatMap((row) => {
      const user = db.users.get(row.userId);
      if (!user) return [];
      return [
        {
          id: user.id,
          fullName: fullNameOf(user),
          email: user.email,
          membershipType: row.membershipType,
          roles: roleRefsOf(db, user.id, organizationId),
          isActive: row.isActive && user.isActive,
          joinedAt: row.joinedAt,
        },
      ];
    });
}

export function toAdminUser(db: MockDb, user: UserRecord): AdminUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: fullNameOf(user),
    email: user.email,
    isActive: user.isActive,
    isSuperAdmin: isSuperAdmin(db, user.id),
    organizations: db.memberships
      .filter((row) => row.userId === user.id && row.isActive)
      .sort((a, b) => a.joinedAt.localeCompare(b.joinedAt))
      .flatMap((row) => {
        const organization = db.organizations.get(row.organizationId);
        return organization
          ? [{ id: organization.id, name: organization.name, membershipType: row.membershipType, roles: roleRefsOf(db, user.id, organization.id) }]
          : [];
      }),
    createdAt: user.createdAt,
  };
}

/** Case-insensitive prefix of any of the values, like the API's indexed search. */
export const matchesPrefix = (q: string | undefined, values: string[]) =>
  !q || values.some((value) => value.toLowerCase().startsWith(q.toLowerCase()));

/** Sorts by the `?sort=` field (`-` for descending), ties by id in the same direction. */
export function sortBy<T extends { id: string }>(rows: T[], sort: string, keyOf: (row: T, field: string) => string | number): T[] {
  const descending = sort.startsWith('-');
  const field = descending ? sort.slice(1) : sort;
  const factor = descending ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = keyOf(a, field);
    const y = keyOf(b, field);
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'en');
    return factor * (order || a.id.localeCompare(b.id));
  });
}

export const pageOf = <T>(rows: T[], page: number, pageSize: number) => ({
  items: rows.slice((page - 1) * pageSize, page * pageSize),
  total: rows.length,
});
