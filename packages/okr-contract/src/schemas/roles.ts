import { z } from 'zod';
import { Id, Timestamp } from './common';
import { PermissionDomain, RoleCategory, RoleType } from './enums';

/** A role as carried on a user (`user.roles`) and in the switch answer (`userRoles`). */
export const RoleRef = z.object({
  id: Id,
  name: z.string(),
  roleType: RoleType,
  category: RoleCategory,
  organizationId: Id.nullable(),
});
export type RoleRef = z.infer<typeof RoleRef>;

/** Role (product-spec §3). */
export const Role = z.object({
  id: Id,
  name: z.string(),
  description: z.string().nullable(),
  roleType: RoleType,
  category: RoleCategory,
  organizationId: Id.nullable(),
  createdAt: Timestamp,
});
export type Role = z.infer<typeof Role>;

/** Role permission (product-spec §3). */
export const RolePermission = z.object({
  id: Id,
  roleId: Id,
  domainName: PermissionDomain,
  canCreate: z.boolean(),
  canRead: z.boolean(),
  canUpdate: z.boolean(),
  canDelete: z.boolean(),
});
export type RolePermission = z.infer<typeof RolePermission>;
