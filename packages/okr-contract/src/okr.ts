// The value lists of objectives, key results, initiatives and tasks (product-spec §3), exactly as
// the spec writes them. Plain values, no zod: UI bundles import these at run time; the zod enums
// live in ./schemas/enums.

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
