import { z } from 'zod';

// The value strings of product-spec §3, exactly as the spec writes them.

export const roleTypes = ['Admin', 'Editor', 'Viewer', 'SuperAdmin'] as const;
export const RoleType = z.enum(roleTypes);
export type RoleType = z.infer<typeof RoleType>;

/** Role types that can be held inside an organization (SuperAdmin is global only). */
export const organizationRoleTypes = ['Admin', 'Editor', 'Viewer'] as const;
export const OrganizationRoleType = z.enum(organizationRoleTypes);
export type OrganizationRoleType = z.infer<typeof OrganizationRoleType>;

export const roleCategories = ['System', 'Application', 'Custom'] as const;
export const RoleCategory = z.enum(roleCategories);
export type RoleCategory = z.infer<typeof RoleCategory>;

export const membershipTypes = ['Member', 'Admin', 'Owner'] as const;
export const MembershipType = z.enum(membershipTypes);
export type MembershipType = z.infer<typeof MembershipType>;

export const organizationSizes = ['small', 'medium', 'large', 'enterprise'] as const;
export const OrganizationSize = z.enum(organizationSizes);
export type OrganizationSize = z.infer<typeof OrganizationSize>;

export const plans = ['Free', 'Pro', 'Enterprise'] as const;
export const Plan = z.enum(plans);
export type Plan = z.infer<typeof Plan>;

/** Permission domains, in the order the spec lists them (also the display order). */
export const permissionDomains = [
  'initiatives',
  'objectives',
  'key_results',
  'organizations',
  'users',
  'settings',
] as const;
export const PermissionDomain = z.enum(permissionDomains);
export type PermissionDomain = z.infer<typeof PermissionDomain>;

export const objectiveTypes = ['Tactical', 'Strategic'] as const;
export const ObjectiveType = z.enum(objectiveTypes);
export type ObjectiveType = z.infer<typeof ObjectiveType>;

export const impactCategories = [
  'Growth',
  'Innovation',
  'UX',
  'Efficiency',
  'Quality',
  'Sustainability',
] as const;
export const ImpactCategory = z.enum(impactCategories);
export type ImpactCategory = z.infer<typeof ImpactCategory>;

export const operationalAreas = [
  'Product',
  'Tech',
  'Marketing',
  'Sales',
  'Operations',
  'Finance',
  'HR',
] as const;
export const OperationalArea = z.enum(operationalAreas);
export type OperationalArea = z.infer<typeof OperationalArea>;

export const strategicAxes = [
  'Regional Expansion',
  'Retention',
  'Automation',
  'Digital Transformation',
  'Customer Experience',
] as const;
export const StrategicAxis = z.enum(strategicAxes);
export type StrategicAxis = z.infer<typeof StrategicAxis>;

export const objectiveStatuses = ['Active', 'Completed', 'Cancelled', 'On Hold'] as const;
export const ObjectiveStatus = z.enum(objectiveStatuses);
export type ObjectiveStatus = z.infer<typeof ObjectiveStatus>;

export const metricTypes = ['Percentage', 'Numeric', 'Binary'] as const;
export const MetricType = z.enum(metricTypes);
export type MetricType = z.infer<typeof MetricType>;

export const deliverableStatuses = ['Pending', 'Delivered', 'Not Delivered'] as const;
export const DeliverableStatus = z.enum(deliverableStatuses);
export type DeliverableStatus = z.infer<typeof DeliverableStatus>;

export const taskStatuses = ['To Do', 'In Progress', 'Completed', 'At Risk'] as const;
export const TaskStatus = z.enum(taskStatuses);
export type TaskStatus = z.infer<typeof TaskStatus>;

export const initiativeStatuses = ['To Start', 'In Progress', 'Finished', 'At Risk'] as const;
export const InitiativeStatus = z.enum(initiativeStatuses);
export type InitiativeStatus = z.infer<typeof InitiativeStatus>;

export const configOptionKinds = ['Impact Category', 'Operational Area', 'Strategic Axis'] as const;
export const ConfigOptionKind = z.enum(configOptionKinds);
export type ConfigOptionKind = z.infer<typeof ConfigOptionKind>;

export const configScopes = ['Global', 'Organization', 'Project'] as const;
export const ConfigScope = z.enum(configScopes);
export type ConfigScope = z.infer<typeof ConfigScope>;
