import { z } from 'zod';
import { Id, Text, Timestamp } from './common';
import { MembershipType, OrganizationSize, Plan } from './enums';
import { Permissions, RoleRef } from './roles';

/** Organization (product-spec §3), plus its plan and timestamps. */
export const Organization = z.object({
  id: Id,
  name: Text,
  website: Text.nullable(),
  industry: Text.nullable(),
  size: OrganizationSize,
  plan: Plan,
  /** Members without a second factor get 403 MFA_ENROLLMENT_REQUIRED on its routes (Pro and Enterprise). */
  requireMfa: z.boolean(),
  /** A sign-in through the organization's own single sign-on counts as its second factor. */
  ssoSatisfiesMfa: z.boolean(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Organization = z.infer<typeof Organization>;

/** An entry of `GET /organizations/user`: the organization, the caller's membership and roles there. */
export const UserOrganization = Organization.extend({
  membershipType: MembershipType,
  roles: z.array(RoleRef),
});
export type UserOrganization = z.infer<typeof UserOrganization>;

const name = Text.trim().min(1, 'Name is required').max(120);
const optionalText = Text.trim().max(255);

export const CreateOrganizationRequest = z.strictObject({
  name,
  website: optionalText.optional(),
  industry: optionalText.optional(),
  size: OrganizationSize.optional(),
});
export type CreateOrganizationRequest = z.infer<typeof CreateOrganizationRequest>;

/** PATCH body: the general settings form sends name, website, industry and size (always small). */
export const UpdateOrganizationRequest = z
  .strictObject({
    name,
    website: optionalText.nullable(),
    industry: optionalText.nullable(),
    size: OrganizationSize,
    /** `settings:update`; Pro and Enterprise (402 on Free). */
    requireMfa: z.boolean(),
    ssoSatisfiesMfa: z.boolean(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to update' });
export type UpdateOrganizationRequest = z.infer<typeof UpdateOrganizationRequest>;

export const SwitchOrganizationRequest = z.strictObject({ organizationId: Id });
export type SwitchOrganizationRequest = z.infer<typeof SwitchOrganizationRequest>;

export const SwitchOrganizationResponse = z.object({
  organization: Organization,
  userRoles: z.array(RoleRef),
  permissions: Permissions,
});
export type SwitchOrganizationResponse = z.infer<typeof SwitchOrganizationResponse>;
