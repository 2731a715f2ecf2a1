export { createMockDb, SEED_TIME } from './db/createMockDb';
export { createEmptyMockDb, REFRESH_REUSE_GRACE_SECONDS } from './db/MockDb';
export type { MockDb, MockSeed, CreateMockDbOptions, MockDbSettings } from './db/MockDb';
export { Table } from './db/Table';
export type { Row } from './db/Table';
export type {
  UserRecord,
  OrganizationRecord,
  MembershipRecord,
  RoleRecord,
  UserRoleRecord,
  RolePermissionRecord,
  SessionRecord,
  AuditEventRecord,
  ContactMessageRecord,
  OutboxEmailRecord,
  PasswordResetRecord,
  ObjectiveRecord,
  KeyResultRecord,
  CheckInRecord,
  InitiativeRecord,
  TaskRecord,
  ConfigOptionRecord,
} from './db/records';
export { demoSeed, demoIds, demoTokens, DEMO_PASSWORD } from './db/demoSeed';
export { MOCK_TOTP_SECRET, MOCK_WRONG_TOTP_CODE } from './db/mfa';
export { addMockPasskey, enrolTotp, mfaMockSeeds, requireMfaIn } from './db/mfaSeed';
export { MOCK_RECOVERY_CODES } from './auth/secondFactorScenarios';
export { demoOkrIds, seedDemoOkr } from './db/demoOkrSeed';
export type { DemoAccount } from './db/demoSeed';
export { createUser, findUserByEmail, toUser } from './db/users';
export type { CreateUserInput } from './db/users';
export {
  createOrganization,
  addMember,
  membershipOf,
  organizationsOfUser,
  currentOrganizationOf,
  deleteOrganization,
} from './db/organizations';
export type { CreateOrganizationInput, AddMemberInput } from './db/organizations';
export { createApplicationRoles, ensureSuperAdminRole, assignRole, rolesInOrganization, hasPermission } from './db/roles';
export { issueSession, sessionForAccessToken, verifyAccessToken, accessTokenFor, rotateRefreshToken } from './db/sessions';
export type { IssuedSession, IssueSessionOptions, AccessCheck, RotateResult } from './db/sessions';
export { signMockJwt, readMockJwt } from './lib/mockJwt';
export type { MockAccessClaims } from './lib/mockJwt';
export { getActiveMockDb, resetActiveMockDb } from './activeMockDb';
export { createHandlers, createHandlerGroups } from './createHandlers';
export { handlers, handlerGroups, authHandlers, organizationHandlers, settingsHandlers, memberHandlers, adminHandlers, aiHandlers, contactHandlers, okrHandlers, integrationHandlers, outboxHandlers, invitationHandlers, weekHandlers, ssoHandlers, scimHandlers, reportHandlers, commentHandlers, notificationHandlers } from './handlers';
export type { NotificationHandlers } from './notifications/notificationHandlers';
export { notificationMockSeeds } from './db/notificationSeed';
export { writeNotifications } from './db/notifications';
export type { CommentHandlers } from './comments/commentHandlers';
export { seedDemoComments } from './comments/seedDemoComments';
export type { SsoHandlers } from './sso/ssoHandlers';
export type { ScimHandlers } from './scim/scimHandlers';
export { addScimDirectory } from './scim/scimSeed';
export { ssoSeed, ssoMockSeeds, addSsoConnection, addSamlConnection, makeAcmeEnterprise, publishPendingTxtRecord } from './sso/ssoSeed';
export { samlSeed, samlSeedMetadata } from './sso/samlSeed';
export { ssoConnectionForEmail, ssoRequiredFor } from './db/sso';
export type { SsoConnectionRecord, SsoDomainRecord } from './db/records';
export type { MemberHandlers } from './settings/memberScenarios';
export { joinManyMembers } from './settings/memberScenarios';
export type { AiHandlers } from './ai/aiHandlers';
export type { OkrHandlers } from './okr/okrHandlers';
export { globalConfigOptions } from './db/globalConfigOptions';
export { recomputeObjective, toInitiative } from './db/okr';
export type { AuthHandlers } from './auth/authHandlers';
export type { OrganizationHandlers } from './organizations/organizationHandlers';
export type { SettingsHandlers } from './settings/settingsHandlers';
export type { AdminHandlers } from './admin/adminHandlers';
export { recordAudit } from './db/audit';
export type { MockAuditEntry } from './db/audit';
export type { ContactHandlers } from './contact/contactHandlers';
export type { OutboxHandlers } from './outbox/outboxHandlers';
export { queueEmail, mockAppUrl } from './db/outbox';
export type { QueueEmailInput } from './db/outbox';
export { seedOutbox, outboxSeedIds } from './db/outboxSeed';
export { issuePasswordReset, passwordResetLink, requestPasswordReset, checkPasswordReset, completePasswordReset } from './db/passwordResets';
export type { IssuePasswordResetOptions, PasswordResetCheck } from './db/passwordResets';
export { seedPasswordResets, passwordResetTokens } from './db/passwordResetSeed';
export { seedInvitations, invitationTokens, INVITED_EMAIL } from './db/invitationSeed';
export { PASSWORD_RESET_DONE_MESSAGE, passwordResetFailures } from './auth/passwordResetRoutes';
export { manyOrganizationNames } from './organizations/organizationScenarios';
export { ALL_DOMAINS_ROLE_NAME } from './settings/roleScenarios';
export { sessionFixtures } from './fixtures/sessionFixtures';
export type { SessionFixture } from './fixtures/sessionFixtures';
export { apiUrl, apiError, internalError, rateLimited } from './lib/respond';
export type { DbSource } from './lib/DbSource';
export type { WeekHandlers } from './week/weekHandlers';
export { weekItemsOf } from './week/weekItems';
export { seedWeekOf, weekInSeveralOrganizations, weekOrganizationNames } from './week/weekScenarios';
export { digestUnsubscribeToken } from './week/digestUnsubscribeRoutes';
export type { ReportHandlers } from './reports/reportHandlers';
