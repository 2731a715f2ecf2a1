import { z } from 'zod';
import { Id, Text, Timestamp } from './common';
import { MembershipType, PermissionDomain, RoleCategory, RoleType } from './enums';
import { RoleRef } from './roles';

// Requests and answers of the settings calls (product-spec §7 "Organization members and user
// search", "Roles", "Role permissions"; api-contract.md, a member's roles).

const roleName = Text.trim().min(1, 'Name is required').max(100);
const roleDescription = Text.trim().max(500).nullable();

/**
 * POST /roles. `roleType` and `category` take any enum value so that SuperAdmin and a
 * non-Custom category answer the rule's 422, not a 400.
 */
export const CreateRoleRequest = z.strictObject({
  name: roleName,
  roleType: RoleType,
  category: RoleCategory,
  description: roleDescription.optional(),
  organizationId: Id.optional(),
});
export type CreateRoleRequest = z.infer<typeof CreateRoleRequest>;

/** PATCH /roles/{id}: name, description; `category` may be sent but never changes. */
export const UpdateRoleRequest = z
  .strictObject({ name: roleName, description: roleDescription, category: RoleCategory })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to update' });
export type UpdateRoleRequest = z.infer<typeof UpdateRoleRequest>;

export const OrgIdParams = z.strictObject({ orgId: Id });
export type OrgIdParams = z.infer<typeof OrgIdParams>;

export const RoleIdParams = z.strictObject({ roleId: Id });
export type RoleIdParams = z.infer<typeof RoleIdParams>;

/** POST /role-permissions. */
export const CreateRolePermissionRequest = z.strictObject({
  roleId: Id,
  domainName: PermissionDomain,
  canCreate: z.boolean(),
  canRead: z.boolean(),
  canUpdate: z.boolean(),
  canDelete: z.boolean(),
});
export type CreateRolePermissionRequest = z.infer<typeof CreateRolePermissionRequest>;

/** PATCH /role-permissions/{id}: only the changed flags, at least one. */
export const UpdateRolePermissionRequest = z
  .strictObject({ canCreate: z.boolean(), canRead: z.boolean(), canUpdate: z.boolean(), canDelete: z.boolean() })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'At least one flag is required' });
export type UpdateRolePermissionRequest = z.infer<typeof UpdateRolePermissionRequest>;

/** Organization member (product-spec §3). */
export const OrganizationMember = z.object({
  id: Id,
  firstName: Text,
  lastName: Text,
  email: Text,
  roleType: RoleType.nullable(),
  membershipType: MembershipType,
  joinedAt: Timestamp,
  isActive: z.boolean(),
});
export type OrganizationMember = z.infer<typeof OrganizationMember>;

/** What a member owns in the organization, counted by the server over every row. */
export const OwnedCounts = z.object({
  objectives: z.number().int(),
  keyResults: z.number().int(),
  initiatives: z.number().int(),
  /** Tasks assigned to them. */
  tasks: z.number().int(),
});
export type OwnedCounts = z.infer<typeof OwnedCounts>;

/** GET /users: a member of the current organization with their roles there and what they own. */
export const OrganizationUser = OrganizationMember.extend({ roles: z.array(RoleRef), owns: OwnedCounts });
export type OrganizationUser = z.infer<typeof OrganizationUser>;

/** POST /organizations/{id}/users. `roleType` takes SuperAdmin so that it answers the rule's 422. */
export const AddMemberRequest = z.strictObject({ userId: Id, roleType: RoleType });
export type AddMemberRequest = z.infer<typeof AddMemberRequest>;

export const MemberParams = z.strictObject({ id: Id, userId: Id });
export type MemberParams = z.infer<typeof MemberParams>;

/** GET /users/search. */
export const UserSearchQuery = z.strictObject({
  email: Text.trim().min(2, 'At least 2 characters').max(254),
  excludeOrgId: Id.optional(),
});
export type UserSearchQuery = z.infer<typeof UserSearchQuery>;

/** One user found by GET /users/search: nothing more than these three fields. */
export const UserSearchResult = z.object({ id: Id, fullName: Text, email: Text });
export type UserSearchResult = z.infer<typeof UserSearchResult>;

/** PUT /organizations/{id}/users/{userId}/roles. */
export const SetMemberRolesRequest = z.strictObject({
  roleIds: z.array(Id).min(1, 'At least one role is required').max(50),
});
export type SetMemberRolesRequest = z.infer<typeof SetMemberRolesRequest>;
