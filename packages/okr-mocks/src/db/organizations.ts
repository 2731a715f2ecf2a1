import type { MembershipType, OrganizationRoleType, Organization } from '@okr/contract';
import type { MockDb } from './MockDb';
import type { MembershipRecord, OrganizationRecord, UserRecord } from './records';
import { createInitialPeriods } from './periods';
import { assignRole, createApplicationRoles, isSuperAdmin } from './roles';

export interface CreateOrganizationInput {
  id?: string;
  name: string;
  website?: string | null;
  industry?: string | null;
  size?: Organization['size'];
  plan?: Organization['plan'];
  ownerId: string;
}

/**
 * What the API does on `POST /organizations` and on register: the organization, its three
 * Application roles with their default permission rows, the creator as Owner holding Admin, and the
 * quarters of this year and the next.
 */
export function createOrganization(db: MockDb, input: CreateOrganizationInput): OrganizationRecord {
  const now = db.now();
  const organization = db.organizations.insert({
    id: input.id ?? db.nextId('org'),
    name: input.name,
    // Like the API: an empty website or industry is stored as null.
    website: input.website || null,
    industry: input.industry || null,
    size: input.size ?? 'small',
    plan: input.plan ?? 'Free',
    requireMfa: false,
    ssoSatisfiesMfa: true,
    aiCredits: null,
    createdAt: now,
    updatedAt: now,
  });
  createApplicationRoles(db, organization.id);
  addMember(db, { userId: input.ownerId, organizationId: organization.id, membershipType: 'Owner', roleType: 'Admin' });
  createInitialPeriods(db, organization.id);
  return organization;
}

export interface AddMemberInput {
  userId: string;
  organizationId: string;
  membershipType: MembershipType;
  roleType: OrganizationRoleType;
}

/** Adds the membership and the organization's Application role of that type. */
export function addMember(db: MockDb, input: AddMemberInput): MembershipRecord {
  const role = db.roles.find(
    (row) => row.organizationId === input.organizationId && row.roleType === input.roleType && row.category === 'Application',
  );
  if (!role) throw new Error(`Organization ${input.organizationId} has no ${input.roleType} role`);
  assignRole(db, input.userId, role.id);
  const membership =
    membershipOf(db, input.userId, input.organizationId) ??
    db.memberships.insert({
      id: db.nextId('membership'),
      userId: input.userId,
      organizationId: input.organizationId,
      membershipType: input.membershipType,
      isActive: true,
      joinedAt: db.now(),
    });
  const user = db.users.get(input.userId);
  if (user && user.lastOrganizationId === null) db.users.update(user.id, { lastOrganizationId: input.organizationId });
  return membership;
}

/** The user's active membership in the organization, if any. */
export function membershipOf(db: MockDb, userId: string, organizationId: string): MembershipRecord | undefined {
  return db.memberships.find((row) => row.userId === userId && row.organizationId === organizationId && row.isActive);
}

/** The organizations the user is an active member of, in the order they joined. */
export function organizationsOfUser(db: MockDb, userId: string): OrganizationRecord[] {
  return db.memberships
    .filter((row) => row.userId === userId && row.isActive)
    .flatMap((row) => db.organizations.get(row.organizationId) ?? []);
}

/** Like the API's list: by name, then id (byte order, as PostgreSQL's C collation). */
const byNameThenId = (a: OrganizationRecord, b: OrganizationRecord) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/** Members see their organizations in the order they joined; a SuperAdmin sees all of them, by name (api-contract.md). */
export function visibleOrganizations(db: MockDb, userId: string): OrganizationRecord[] {
  return isSuperAdmin(db, userId) ? db.organizations.all().sort(byNameThenId) : organizationsOfUser(db, userId);
}

/** The server-side current organization: the last switched-to while still a member, else the first. */
export function currentOrganizationOf(db: MockDb, user: UserRecord): OrganizationRecord | null {
  const last = user.lastOrganizationId;
  if (last && membershipOf(db, user.id, last)) return db.organizations.get(last) ?? null;
  return organizationsOfUser(db, user.id)[0] ?? null;
}

/** Removes the organization and everything that hangs off it. */
export function deleteOrganization(db: MockDb, organizationId: string): void {
  const roleIds = new Set(db.roles.filter((role) => role.organizationId === organizationId).map((role) => role.id));
  db.rolePermissions.deleteWhere((row) => roleIds.has(row.roleId));
  db.userRoles.deleteWhere((row) => roleIds.has(row.roleId));
  db.roles.deleteWhere((role) => roleIds.has(role.id));
  db.memberships.deleteWhere((row) => row.organizationId === organizationId);
  db.organizations.delete(organizationId);
  for (const user of db.users.filter((row) => row.lastOrganizationId === organizationId)) {
    db.users.update(user.id, { lastOrganizationId: null });
  }
}

/** The organization's owner (the member whose membership is Owner), if the model has one. */
export function ownerOf(db: MockDb, organizationId: string): UserRecord | undefined {
  const owner = db.memberships.find((m) => m.organizationId === organizationId && m.membershipType === 'Owner');
  return owner && db.users.get(owner.userId);
}
