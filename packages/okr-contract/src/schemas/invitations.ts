import { z } from 'zod';
import { invitationStatusFilters, invitationStatuses } from '../email';
import { Id, Text, Timestamp } from './common';
import { OrganizationRoleType, RoleType } from './enums';
import { Organization } from './organizations';
import { Permissions, RoleRef } from './roles';

// Invitations (api-contract.md "Invitations").

const email = Text.trim().toLowerCase().max(254).pipe(z.email('Enter a valid email address'));

export const InvitationStatus = z.enum(invitationStatuses);

/** An invitation as its organization's members see it. Never carries the token. */
export const Invitation = z.object({
  id: Id,
  organizationId: Id,
  email: Text,
  roleType: OrganizationRoleType,
  status: InvitationStatus,
  invitedBy: z.object({ id: Id.nullable(), fullName: Text }),
  createdAt: Timestamp,
  expiresAt: Timestamp,
  acceptedAt: Timestamp.nullable(),
});
export type Invitation = z.infer<typeof Invitation>;

/**
 * POST /organizations/{id}/invitations. `SuperAdmin` passes the schema on purpose: it is a role
 * type, but not one an organization offers, and the server answers that rule with 422.
 */
export const CreateInvitationRequest = z.strictObject({ email, roleType: RoleType });
export type CreateInvitationRequest = z.infer<typeof CreateInvitationRequest>;

/** GET /organizations/{id}/invitations: paged like the other growing lists. */
export const InvitationListQuery = z.strictObject({
  status: z.enum(invitationStatusFilters).default('pending'),
  limit: z.coerce.number().int().min(1).max(200).default(100),
  cursor: Text.min(1).max(200).optional(),
});
export type InvitationListQuery = z.infer<typeof InvitationListQuery>;

export const InvitationParams = z.strictObject({ id: Id, invitationId: Id });
export type InvitationParams = z.infer<typeof InvitationParams>;

/** A link's token: 32 random bytes in base64url (43 characters). */
export const InvitationToken = Text.min(1).max(100);
export const InvitationTokenParams = z.strictObject({ token: InvitationToken });
export type InvitationTokenParams = z.infer<typeof InvitationTokenParams>;

/** GET /invitations/{token}: what the invitation page shows, public. */
export const PublicInvitation = z.object({
  organization: z.object({ id: Id, name: Text }),
  email: Text,
  roleType: OrganizationRoleType,
  invitedBy: z.object({ fullName: Text }),
  expiresAt: Timestamp,
  status: InvitationStatus,
});
export type PublicInvitation = z.infer<typeof PublicInvitation>;

/** POST /invitations/{token}/accept: the organization joined, now the current one. */
export const AcceptInvitationResponse = z.object({
  organization: Organization,
  userRoles: z.array(RoleRef),
  permissions: Permissions,
});
export type AcceptInvitationResponse = z.infer<typeof AcceptInvitationResponse>;
