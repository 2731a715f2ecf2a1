export {
  roleTypes,
  RoleType,
  organizationRoleTypes,
  OrganizationRoleType,
  roleCategories,
  RoleCategory,
  membershipTypes,
  MembershipType,
  organizationSizes,
  OrganizationSize,
  plans,
  Plan,
  permissionDomains,
  PermissionDomain,
  objectiveTypes,
  ObjectiveType,
  impactCategories,
  ImpactCategory,
  operationalAreas,
  OperationalArea,
  strategicAxes,
  StrategicAxis,
  objectiveStatuses,
  ObjectiveStatus,
  metricTypes,
  MetricType,
  deliverableStatuses,
  DeliverableStatus,
  taskStatuses,
  TaskStatus,
  initiativeStatuses,
  InitiativeStatus,
  configOptionKinds,
  ConfigOptionKind,
  configScopes,
  ConfigScope,
} from './enums';
export { errorStatus, errorCodes, ErrorCodeSchema, FieldIssue, ErrorBody } from './errors';
export type { ErrorCode } from './errors';
export { Id, Timestamp, MessageResponse, IdParams } from './common';
export { RoleRef, Role, RolePermission, defaultRolePermissions } from './roles';
export type { PermissionFlags } from './roles';
export { User } from './users';
export {
  Organization,
  UserOrganization,
  CreateOrganizationRequest,
  UpdateOrganizationRequest,
  SwitchOrganizationRequest,
  SwitchOrganizationResponse,
} from './organizations';
export {
  RegisterRequest,
  LoginRequest,
  AuthSessionResponse,
  RefreshRequest,
  RefreshResponse,
  MeResponse,
  CompleteOnboardingResponse,
} from './auth';
export {
  PASSWORD_MIN,
  PASSWORD_MAX,
  ACCESS_TOKEN_TTL_SECONDS,
  REFRESH_COOKIE,
  ORGANIZATION_HEADER,
} from './constants';
export { HealthResponse } from './health';
export { apiPaths, API_BASE_PATH } from './paths';
