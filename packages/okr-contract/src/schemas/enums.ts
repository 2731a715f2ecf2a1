import { z } from 'zod';
import { roleTypes, organizationRoleTypes, roleCategories, permissionDomains } from '../roles';
import { membershipTypes, organizationSizes, plans } from '../organizations';
import {
  objectiveTypes,
  impactCategories,
  operationalAreas,
  strategicAxes,
  objectiveStatuses,
  metricTypes,
  deliverableStatuses,
  taskStatuses,
  initiativeStatuses,
} from '../okr';
import { configOptionKinds, configScopes } from '../configOptions';

// zod enums over the plain value lists of ../roles, ../organizations, ../okr and ../configOptions
// (product-spec §3).

export const RoleType = z.enum(roleTypes);
export type RoleType = z.infer<typeof RoleType>;
export const OrganizationRoleType = z.enum(organizationRoleTypes);
export type OrganizationRoleType = z.infer<typeof OrganizationRoleType>;
export const RoleCategory = z.enum(roleCategories);
export type RoleCategory = z.infer<typeof RoleCategory>;
export const MembershipType = z.enum(membershipTypes);
export type MembershipType = z.infer<typeof MembershipType>;
export const OrganizationSize = z.enum(organizationSizes);
export type OrganizationSize = z.infer<typeof OrganizationSize>;
export const Plan = z.enum(plans);
export type Plan = z.infer<typeof Plan>;
export const PermissionDomain = z.enum(permissionDomains);
export type PermissionDomain = z.infer<typeof PermissionDomain>;
export const ObjectiveType = z.enum(objectiveTypes);
export type ObjectiveType = z.infer<typeof ObjectiveType>;
export const ImpactCategory = z.enum(impactCategories);
export type ImpactCategory = z.infer<typeof ImpactCategory>;
export const OperationalArea = z.enum(operationalAreas);
export type OperationalArea = z.infer<typeof OperationalArea>;
export const StrategicAxis = z.enum(strategicAxes);
export type StrategicAxis = z.infer<typeof StrategicAxis>;
export const ObjectiveStatus = z.enum(objectiveStatuses);
export type ObjectiveStatus = z.infer<typeof ObjectiveStatus>;
export const MetricType = z.enum(metricTypes);
export type MetricType = z.infer<typeof MetricType>;
export const DeliverableStatus = z.enum(deliverableStatuses);
export type DeliverableStatus = z.infer<typeof DeliverableStatus>;
export const TaskStatus = z.enum(taskStatuses);
export type TaskStatus = z.infer<typeof TaskStatus>;
export const InitiativeStatus = z.enum(initiativeStatuses);
export type InitiativeStatus = z.infer<typeof InitiativeStatus>;
export const ConfigOptionKind = z.enum(configOptionKinds);
export type ConfigOptionKind = z.infer<typeof ConfigOptionKind>;
export const ConfigScope = z.enum(configScopes);
export type ConfigScope = z.infer<typeof ConfigScope>;
