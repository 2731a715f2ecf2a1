// The role value lists of product-spec §3, exactly as the spec writes them. Plain values, no zod:
// UI bundles import these at run time; the zod enums live in ./schemas/enums.

export const roleTypes = ['Admin', 'Editor', 'Viewer', 'SuperAdmin'] as const;
export type RoleType = (typeof roleTypes)[number];

/** Role types that can be held inside an organization (SuperAdmin is global only). */
export const organizationRoleTypes = ['Admin', 'Editor', 'Viewer'] as const;
export type OrganizationRoleType = (typeof organizationRoleTypes)[number];

export const roleCategories = ['System', 'Application', 'Custom'] as const;
export type RoleCategory = (typeof roleCategories)[number];

/** Permission domains, in the order the spec lists them (also the display order). */
export const permissionDomains = [
  'initiatives',
  'objectives',
  'key_results',
  'organizations',
  'users',
  'settings',
] as const;
export type PermissionDomain = (typeof permissionDomains)[number];
