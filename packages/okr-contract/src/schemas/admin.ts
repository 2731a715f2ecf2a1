import { z } from 'zod';
import {
  ADMIN_PAGE_SIZE_DEFAULT,
  ADMIN_PAGE_SIZE_MAX,
  adminOrganizationSorts,
  adminUserSorts,
  auditActions,
  auditEventSorts,
} from '../admin';
import { Id, Text, Timestamp } from './common';
import { MembershipType, Plan } from './enums';
import { RoleRef } from './roles';
import { SsoDomainName } from './sso';

// The super-administrator area (`/admin/**`) and the audit trail (api-contract.md).

const page = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE_DEFAULT),
};
const q = Text.trim().max(100).optional();

/** `{ items, total }` of a paginated list. */
export const paged = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int().min(0) });

export const AuditAction = z.enum(auditActions);

/** An audit entry: changed fields only in `before`/`after`, never a password, hash or token. */
export const AuditEvent = z.object({
  id: Id,
  createdAt: Timestamp,
  action: Text,
  actorId: Id.nullable(),
  actorEmail: Text.nullable(),
  /**
   * Who acted: a person (`user`), an API key (`api_key`, then `actorId` is the key's id) or an
   * identity provider through a SCIM token (`scim`, then `actorId` is the token's id).
   */
  actorType: z.enum(['user', 'api_key', 'scim']),
  /** The key's name when an API key acted, the token's prefix when SCIM did; null for a person. */
  actorName: Text.nullable(),
  organizationId: Id.nullable(),
  targetType: Text,
  targetId: Text.nullable(),
  before: z.record(Text, z.unknown()).nullable(),
  after: z.record(Text, z.unknown()).nullable(),
  ip: Text.nullable(),
});
export type AuditEvent = z.infer<typeof AuditEvent>;
export const AuditEventList = paged(AuditEvent);
export type AuditEventList = z.infer<typeof AuditEventList>;

const filters = {
  action: AuditAction.optional(),
  actorId: Id.optional(),
  targetType: Text.trim().min(1).max(50).optional(),
  from: Timestamp.optional(),
  to: Timestamp.optional(),
};

/** GET /audit-events: the current organization's entries. */
export const AuditEventQuery = z.strictObject({ ...page, ...filters, sort: z.enum(auditEventSorts).default('-createdAt') });
export type AuditEventQuery = z.infer<typeof AuditEventQuery>;

/**
 * GET /admin/audit-events: every entry; `q` matches the actor's email (prefix). The same query
 * (page and sort aside) exports them at GET /admin/audit-events.csv.
 */
export const AdminAuditEventQuery = AuditEventQuery.extend({ q, organizationId: Id.optional() });
export type AdminAuditEventQuery = z.infer<typeof AdminAuditEventQuery>;

export const AdminStats = z.object({
  users: z.number().int(),
  activeUsers: z.number().int(),
  organizations: z.number().int(),
  objectives: z.number().int(),
  documents: z.number().int(),
  creditsUsedThisMonth: z.number().int(),
  /** The last 90 days (UTC), oldest first, every day present. */
  signupsByDay: z.array(z.object({ date: z.iso.date(), count: z.number().int() })),
  /** Distinct users who signed in each day (audit `auth.login`), same days. */
  activeUsersByDay: z.array(z.object({ date: z.iso.date(), count: z.number().int() })),
});
export type AdminStats = z.infer<typeof AdminStats>;

export const AdminListQuery = z.strictObject({ ...page, q });

export const AdminOrganizationQuery = AdminListQuery.extend({
  sort: z.enum(adminOrganizationSorts).default('-createdAt'),
  plan: Plan.optional(),
});
export type AdminOrganizationQuery = z.infer<typeof AdminOrganizationQuery>;

export const AdminOrganization = z.object({
  id: Id,
  name: Text,
  plan: Plan,
  members: z.number().int(),
  objectives: z.number().int(),
  creditsUsed: z.number().int(),
  /** The monthly allowance in force (the one set, else the plan's). */
  creditsAllowed: z.number().int(),
  /** The allowance a super administrator set; null: the plan's default. */
  aiCredits: z.number().int().nullable(),
  createdAt: Timestamp,
});
export type AdminOrganization = z.infer<typeof AdminOrganization>;
export const AdminOrganizationList = paged(AdminOrganization);
export type AdminOrganizationList = z.infer<typeof AdminOrganizationList>;

export const AdminMember = z.object({
  id: Id,
  fullName: Text,
  email: Text,
  membershipType: MembershipType,
  roles: z.array(RoleRef),
  isActive: z.boolean(),
  joinedAt: Timestamp,
});
export type AdminMember = z.infer<typeof AdminMember>;

export const AdminOrganizationDetail = AdminOrganization.extend({
  website: Text.nullable(),
  industry: Text.nullable(),
  owner: z.object({ id: Id, fullName: Text, email: Text }).nullable(),
  memberList: z.array(AdminMember),
});
export type AdminOrganizationDetail = z.infer<typeof AdminOrganizationDetail>;

/**
 * PATCH /admin/organizations/{id}: `aiCredits` null goes back to the plan's default;
 * `verifySsoDomain` marks a domain of the organization's single sign-on connection verified
 * without the DNS check.
 */
export const UpdateAdminOrganizationRequest = z
  .strictObject({
    plan: Plan,
    aiCredits: z.number().int().min(0).max(10_000_000).nullable(),
    verifySsoDomain: SsoDomainName,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to update' });
export type UpdateAdminOrganizationRequest = z.infer<typeof UpdateAdminOrganizationRequest>;

export const AdminUserQuery = AdminListQuery.extend({
  sort: z.enum(adminUserSorts).default('-createdAt'),
  isActive: z.enum(['true', 'false']).optional(),
});
export type AdminUserQuery = z.infer<typeof AdminUserQuery>;

export const AdminUserOrganization = z.object({
  id: Id,
  name: Text,
  membershipType: MembershipType,
  roles: z.array(RoleRef),
});
export type AdminUserOrganization = z.infer<typeof AdminUserOrganization>;

export const AdminUser = z.object({
  id: Id,
  firstName: Text,
  lastName: Text,
  fullName: Text,
  email: Text,
  isActive: z.boolean(),
  isSuperAdmin: z.boolean(),
  organizations: z.array(AdminUserOrganization),
  createdAt: Timestamp,
});
export type AdminUser = z.infer<typeof AdminUser>;
export const AdminUserList = paged(AdminUser);
export type AdminUserList = z.infer<typeof AdminUserList>;

export const UpdateAdminUserRequest = z.strictObject({ isActive: z.boolean() });
export type UpdateAdminUserRequest = z.infer<typeof UpdateAdminUserRequest>;
