// The organization and membership value lists of product-spec §3, exactly as the spec writes them.
// Plain values, no zod: UI bundles import these at run time; the zod enums live in ./schemas/enums.

export const membershipTypes = ['Member', 'Admin', 'Owner'] as const;
export type MembershipType = (typeof membershipTypes)[number];

export const organizationSizes = ['small', 'medium', 'large', 'enterprise'] as const;
export type OrganizationSize = (typeof organizationSizes)[number];

export const plans = ['Free', 'Pro', 'Enterprise'] as const;
export type Plan = (typeof plans)[number];

/** Header that selects the current organization of a request. */
export const ORGANIZATION_HEADER = 'X-Organization-Id';
