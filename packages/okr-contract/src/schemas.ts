// `@okr/contract/schemas`: the zod schemas of every request and answer, for the server and the
// mocks. UI packages never import this entry at run time (a lint rule and the size bench check).
export {
  RoleType,
  OrganizationRoleType,
  RoleCategory,
  MembershipType,
  OrganizationSize,
  Plan,
  PermissionDomain,
  ObjectiveType,
  ImpactCategory,
  OperationalArea,
  StrategicAxis,
  ObjectiveStatus,
  MetricType,
  DeliverableStatus,
  TaskStatus,
  InitiativeStatus,
  ConfigOptionKind,
  ConfigScope,
} from './schemas/enums';
export { ErrorCodeSchema, FieldIssue, ErrorBody } from './schemas/errors';
export { Id, Timestamp, MessageResponse, IdParams } from './schemas/common';
export { RoleRef, Role, RolePermission, PermissionFlagsSchema, Permissions } from './schemas/roles';
export { User } from './schemas/users';
export {
  CreateRoleRequest,
  UpdateRoleRequest,
  OrgIdParams,
  RoleIdParams,
  CreateRolePermissionRequest,
  UpdateRolePermissionRequest,
  OrganizationMember,
  AddMemberRequest,
  MemberParams,
  UserSearchQuery,
  UserSearchResult,
  SetMemberRolesRequest,
} from './schemas/settings';
export {
  Organization,
  UserOrganization,
  CreateOrganizationRequest,
  UpdateOrganizationRequest,
  SwitchOrganizationRequest,
  SwitchOrganizationResponse,
} from './schemas/organizations';
export {
  RegisterRequest,
  LoginRequest,
  AuthSessionResponse,
  RefreshRequest,
  RefreshResponse,
  MeResponse,
  CompleteOnboardingResponse,
} from './schemas/auth';
export { HealthResponse } from './schemas/health';
export {
  paged,
  AuditAction,
  AuditEvent,
  AuditEventList,
  AuditEventQuery,
  AdminAuditEventQuery,
  AdminStats,
  AdminListQuery,
  AdminOrganizationQuery,
  AdminOrganization,
  AdminOrganizationList,
  AdminMember,
  AdminOrganizationDetail,
  UpdateAdminOrganizationRequest,
  AdminUserQuery,
  AdminUserOrganization,
  AdminUser,
  AdminUserList,
  UpdateAdminUserRequest,
} from './schemas/admin';
export {
  AiDocumentStatus,
  AiDocumentKind,
  AiDocument,
  CreateAiDocumentRequest,
  AskRequest,
  Highlight,
  AiCitation,
  AskResponse,
  AiCredits,
  AiStreamSources,
  AiStreamDelta,
  AiStreamDone,
  AiStreamError,
  AiDocumentListQuery,
} from './schemas/ai';
export { ContactRequest, ContactMessage, ContactMessagesQuery, ContactMessagesPage } from './schemas/contact';
