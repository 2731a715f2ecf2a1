import { z } from 'zod';
import { AuditEvent } from './admin';
import { Id, Text, Timestamp } from './common';

// SCIM 2.0 settings routes (api-contract.md "SCIM 2.0 provisioning"). The secret never travels
// again after its creation. `/scim/v2/**` itself speaks RFC 7643/7644, not these shapes.

export const ScimToken = z.object({
  id: Id,
  /** The secret's first characters (`scim_` and 4 more), to tell tokens apart. */
  prefix: Text,
  createdAt: Timestamp,
  lastUsedAt: Timestamp.nullable(),
  revokedAt: Timestamp.nullable(),
});
export type ScimToken = z.infer<typeof ScimToken>;

/** 201: the token and its secret, shown this once. */
export const CreateScimTokenResponse = z.object({ token: ScimToken, secret: Text });
export type CreateScimTokenResponse = z.infer<typeof CreateScimTokenResponse>;

export const ScimTokenParams = z.strictObject({ id: Id, tokenId: Id });
export type ScimTokenParams = z.infer<typeof ScimTokenParams>;

/** A group the identity provider pushed, and the role of the organization its members get. */
export const ScimGroup = z.object({
  id: Id,
  displayName: Text,
  externalId: Text.nullable(),
  /** Null: not mapped yet; its members keep the default role. */
  role: z.object({ id: Id, name: Text }).nullable(),
  memberCount: z.number().int().min(0),
});
export type ScimGroup = z.infer<typeof ScimGroup>;

export const ScimGroupParams = z.strictObject({ id: Id, groupId: Id });
export type ScimGroupParams = z.infer<typeof ScimGroupParams>;

/** PUT …/scim-groups/{groupId}/role: one of the organization's Application or Custom roles, or none. */
export const SetScimGroupRoleRequest = z.strictObject({ roleId: Id.nullable() });
export type SetScimGroupRoleRequest = z.infer<typeof SetScimGroupRoleRequest>;

/** GET …/scim-events: the latest SCIM entries of the audit trail, newest first. */
export const ScimEventQuery = z.strictObject({ limit: z.coerce.number().int().min(1).max(100).default(50) });
export type ScimEventQuery = z.infer<typeof ScimEventQuery>;

export const ScimEventList = z.object({ items: z.array(AuditEvent), total: z.number().int().min(0) });
export type ScimEventList = z.infer<typeof ScimEventList>;
