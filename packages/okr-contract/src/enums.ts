// The value strings of product-spec §3, exactly as the spec writes them. Plain values, no zod:
// UI bundles import these at run time; the zod enums live in ./schemas/enums.

export const roleTypes = ['Admin', 'Editor', 'Viewer', 'SuperAdmin'] as const;
export type RoleType = (typeof roleTypes)[number];

/** Role types that can be held inside an organization (SuperAdmin is global only). */
export const organizationRoleTypes = ['Admin', 'Editor', 'Viewer'] as const;
export type OrganizationRoleType = (typeof organizationRoleTypes)[number];

export const roleCategories = ['System', 'Application', 'Custom'] as const;
export type RoleCategory = (typeof roleCategories)[number];

export const membershipTypes = ['Member', 'Admin', 'Owner'] as const;
export type MembershipType = (typeof membershipTypes)[number];

export const organizationSizes = ['small', 'medium', 'large', 'enterprise'] as const;
export type OrganizationSize = (typeof organizationSizes)[number];

export const plans = ['Free', 'Pro', 'Enterprise'] as const;
export type Plan = (typeof plans)[number];

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

export const objectiveTypes = ['Tactical', 'Strategic'] as const;
export type ObjectiveType = (typeof objectiveTypes)[number];

export const impactCategories = [
  'Growth',
  'Innovation',
  'UX',
  'Efficiency',
  'Quality',
  'Sustainability',
] as const;
export type ImpactCategory = (typeof impactCategories)[number];

export const operationalAreas = [
  'Product',
  'Tech',
  'Marketing',
  'Sales',
  'Operations',
  'Finance',
  'HR',
] as const;
export type OperationalArea = (typeof operationalAreas)[number];

export const strategicAxes = [
  'Regional Expansion',
  'Retention',
  'Automation',
  'Digital Transformation',
  'Customer Experience',
] as const;
export type StrategicAxis = (typeof strategicAxes)[number];

export const objectiveStatuses = ['Active', 'Completed', 'Cancelled', 'On Hold'] as const;
export type ObjectiveStatus = (typeof objectiveStatuses)[number];

export const metricTypes = ['Percentage', 'Numeric', 'Binary'] as const;
export type MetricType = (typeof metricTypes)[number];

export const deliverableStatuses = ['Pending', 'Delivered', 'Not Delivered'] as const;
export type DeliverableStatus = (typeof deliverableStatuses)[number];

export const taskStatuses = ['To Do', 'In Progress', 'Completed', 'At Risk'] as const;
export type TaskStatus = (typeof taskStatuses)[number];

export const initiativeStatuses = ['To Start', 'In Progress', 'Finished', 'At Risk'] as const;
export type InitiativeStatus = (typeof initiativeStatuses)[number];

export const configOptionKinds = ['Impact Category', 'Operational Area', 'Strategic Axis'] as const;
export type ConfigOptionKind = (typeof configOptionKinds)[number];

export const configScopes = ['Global', 'Organization', 'Project'] as const;
export type ConfigScope = (typeof configScopes)[number];
