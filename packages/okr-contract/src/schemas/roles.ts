import { z } from 'zod';
import { Id, Text, Timestamp } from './common';
import { permissionDomains } from '../roles';
import type { PermissionDomain } from '../roles';
import { PermissionDomain as PermissionDomainSchema, RoleCategory, RoleType } from './enums';

/** A role as carried on a user (`user.roles`) and in the switch answer (`userRoles`). */
export const RoleRef = z.object({
  id: Id,
  name: Text,
  roleType: RoleType,
  category: RoleCategory,
  organizationId: Id.nullable(),
});
export type RoleRef = z.infer<typeof RoleRef>;

/** Role (product-spec §3). */
export const Role = z.object({
  id: Id,
  name: Text,
  description: Text.nullable(),
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
  domainName: PermissionDomainSchema,
  canCreate: z.boolean(),
  canRead: z.boolean(),
  canUpdate: z.boolean(),
  canDelete: z.boolean(),
});
export type RolePermission = z.infer<typeof RolePermission>;

export const PermissionFlagsSchema = z.object({
  canCreate: z.boolean(),
  canRead: z.boolean(),
  canUpdate: z.boolean(),
  canDelete: z.boolean(),
});

/** The caller's effective flags per domain in the current organization (api-contract.md). */
export const Permissions = z.object(
  Object.fromEntries(permissionDomains.map((domain) => [domain, PermissionFlagsSchema])) as Record<
    PermissionDomain,
    typeof PermissionFlagsSchema
  >,
);
