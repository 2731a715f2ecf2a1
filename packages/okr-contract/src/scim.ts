// Plain values of SCIM 2.0 provisioning (api-contract.md "SCIM 2.0 provisioning"). No zod: UI bundles import these.

/** Every SCIM token starts with this; what follows is 40 base62 characters, like an API key's. */
export const SCIM_TOKEN_PREFIX = 'scim_';
/** The most resources one `GET /scim/v2/Users` or `/Groups` page holds (`count` above it is lowered). */
export const SCIM_MAX_PAGE_SIZE = 100;
/** The 402 of SCIM on a plan below Enterprise. */
export const SCIM_PLAN_MESSAGE = 'SCIM provisioning is part of the Enterprise plan. Upgrade to provision people from your identity provider.';
/** The audit actions of SCIM, for the DirectorySync panel's list of recent events. */
export const scimAuditActions = [
  'scim.token_created',
  'scim.token_revoked',
  'scim.user_provisioned',
  'scim.user_updated',
  'scim.user_deactivated',
  'scim.user_reactivated',
  'scim.user_deleted',
  'scim.group_created',
  'scim.group_updated',
  'scim.group_deleted',
  'scim.group_role_mapped',
] as const;
export type ScimAuditAction = (typeof scimAuditActions)[number];
