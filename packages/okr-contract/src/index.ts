// `@okr/contract`: what every side shares at run time with no dependency at all (value lists,
// constants, paths, error codes, shared rules as pure functions) plus the wire types. The types
// are inferred from the zod schemas of `@okr/contract/schemas`, imported as types only, so a UI
// bundle that imports this entry never contains zod. Values are listed by name; the schemas'
// modules are re-exported whole as types (`export type *`, TanStack Query's style), so a new wire
// type needs no line here. (A type-only re-export of a module carries its schema values as types
// only: they exist for `typeof`, never at run time.)
export { roleTypes, organizationRoleTypes, roleCategories, permissionDomains } from './roles';
export type { RoleType, OrganizationRoleType, RoleCategory, PermissionDomain } from './roles';
export { membershipTypes, organizationSizes, plans, ORGANIZATION_HEADER } from './organizations';
export type { MembershipType, OrganizationSize, Plan } from './organizations';
export {
  objectiveTypes,
  impactCategories,
  operationalAreas,
  strategicAxes,
  objectiveStatuses,
  metricTypes,
  deliverableStatuses,
  taskStatuses,
  initiativeStatuses,
} from './okr';
export type {
  ObjectiveType,
  ImpactCategory,
  OperationalArea,
  StrategicAxis,
  ObjectiveStatus,
  MetricType,
  DeliverableStatus,
  TaskStatus,
  InitiativeStatus,
} from './okr';
export { configOptionKinds, configScopes } from './configOptions';
export type { ConfigOptionKind, ConfigScope } from './configOptions';
export { errorStatus, errorCodes } from './errors';
export type { ErrorCode } from './errors';
export { PASSWORD_MIN, PASSWORD_MAX, ACCESS_TOKEN_TTL_SECONDS, REFRESH_COOKIE } from './auth';
export { CONTACT_NAME_MAX, CONTACT_MESSAGE_MIN, CONTACT_MESSAGE_MAX, CONTACT_PAGE_SIZE_MAX } from './contact';
export {
  apiPaths,
  API_BASE_PATH,
  adminPaths,
  aiPaths,
  apiKeysPaths,
  authPaths,
  commentsPaths,
  sessionPaths,
  configOptionsPaths,
  contactPaths,
  dashboardPath,
  initiativesPaths,
  invitationsPaths,
  keyResultsPaths,
  mePaths,
  mfaPolicyPaths,
  objectivesPaths,
  organizationsPaths,
  periodsPaths,
  reportsPaths,
  rolePermissionsPaths,
  rolesPaths,
  ssoPaths,
  scimPaths,
  tasksPaths,
  usersPaths,
  webhooksPaths,
  chatChannelsPaths,
  notificationsPaths,
} from './paths';
export {
  homePage,
  aboutPage,
  blogPage,
  blogPostPage,
  contactPage,
  helpCenterPage,
  privacyPage,
  termsPage,
  cookiesPage,
  loginPage,
  registerPage,
  ssoCompletePage,
  forgotPasswordPage,
  resetPasswordPage,
  invitationPage,
  verifyEmailPage,
  confirmEmailPage,
  dashboardPage,
  weekPage,
  onboardingPage,
  aiPage,
  objectivesPage,
  objectiveCreatePage,
  objectivePage,
  objectiveEditPage,
  keyResultEditPage,
  initiativesPage,
  initiativeCreatePage,
  initiativePage,
  initiativeEditPage,
  settingsPage,
  reportsPage,
  usersPage,
  accountPage,
  adminOverviewPage,
  adminOrganizationsPage,
  adminOrganizationPage,
  adminUsersPage,
  adminUserPage,
  adminMessagesPage,
  adminOutboxPage,
  adminOutboxEmailPage,
  adminAuditPage,
  pagePaths,
} from './pagePaths';
export { defaultRolePermissions } from './rules/defaultRolePermissions';
export type { PermissionFlags } from './rules/permissionFlags';
export {
  effectivePermissions,
  noPermissions,
  canDo,
  isLockedAdminRole,
  flagOfAction,
} from './rules/effectivePermissions';
export type { EffectivePermissions, PermissionAction, HeldRole } from './rules/effectivePermissions';
export { splitFullName } from './rules/splitFullName';
export { personalOrganizationName } from './rules/personalOrganizationName';
export { missingPermissionMessage } from './rules/missingPermissionMessage';
export { planLimits, monthlyCreditAllowance, planAllowsAnother } from './rules/planLimits';
export type { PlanLimits } from './rules/planLimits';
export {
  auditActions,
  ADMIN_PAGE_SIZE_MAX,
  ADMIN_PAGE_SIZE_DEFAULT,
  adminOrganizationSorts,
  adminUserSorts,
  auditEventSorts,
} from './admin';
export type { AuditAction, AdminOrganizationSort, AdminUserSort, AuditEventSort } from './admin';
export {
  DATE_MIN,
  DATE_MAX,
  END_BEFORE_START,
  isCalendarDate,
  isDateInRange,
  dateIssue,
  endsBeforeStart,
  isoDay,
} from './lib/dates';
export {
  roundProgress,
  keyResultProgress,
  objectiveProgress,
  initiativeProgress,
  initiativeNeedsAttention,
  expectedProgress,
  keyResultRisk,
  LOW_CONFIDENCE_MAX,
  BEHIND_TOLERANCE,
} from './rules/progress';
export type { KeyResultMeasure, WeightedProgress, KeyResultRiskInput, ObjectiveWindow, KeyResultRisk } from './rules/progress';
export { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX, TOTAL_COUNT_HEADER, nextPageUrl } from './rules/paging';

// Wire types, inferred from the schemas (type-only: no run-time import).
export type * from './schemas/errors';
export type * from './schemas/common';
export type * from './schemas/roles';
export type * from './schemas/users';
export type * from './schemas/settings';
export type * from './schemas/organizations';
export type * from './schemas/auth';
export type * from './schemas/health';

// API keys.
export {
  API_KEY_PREFIX,
  API_KEY_SECRET_LENGTH,
  API_KEY_RATE_LIMIT_DEFAULT,
  API_KEY_NAME_MAX,
  API_INTEGRATION_PLAN_MESSAGE,
  isApiKeySecret,
} from './apiKeys';
export { flagBeyond, intersectPermissions, readOnlyWithin } from './rules/apiKeyPermissions';
export type * from './schemas/apiKeys';

// SCIM 2.0 provisioning.
export { SCIM_TOKEN_PREFIX, SCIM_MAX_PAGE_SIZE, SCIM_PLAN_MESSAGE, scimAuditActions } from './scim';
export type { ScimAuditAction } from './scim';
export type * from './schemas/scim';

// Webhooks.
export {
  webhookEventTypes,
  webhookDeliveryStatuses,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_URL_MAX,
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_FAILURES_BEFORE_DISABLE,
  WEBHOOK_HTTPS_ONLY_MESSAGE,
  WEBHOOK_PRIVATE_ADDRESS_MESSAGE,
} from './webhooks';
export type { WebhookEventType, WebhookMessageType, WebhookDeliveryStatus } from './webhooks';
export type * from './schemas/webhooks';

// Chat channels (Slack, Microsoft Teams).
export { chatChannelKinds, chatEventTypes, CHAT_CHANNEL_NAME_MAX, CHAT_PLAN_MESSAGE } from './chat';
export type { ChatChannelKind, ChatEventType, ChatMessageType } from './chat';
export type * from './schemas/chat';

// Email, invitations and password reset.
export {
  invitationStatuses,
  invitationStatusFilters,
  INVITATION_TTL_DAYS_DEFAULT,
  INVITATION_RESEND_COOLDOWN_SECONDS,
  PASSWORD_RESET_TTL_MINUTES,
  EMAIL_VERIFICATION_TTL_HOURS,
  EMAIL_CHANGE_TTL_MINUTES,
  EMAIL_VERIFICATION_RESEND_SECONDS,
  FORGOT_PASSWORD_MESSAGE,
  outboxStatuses,
  emailKinds,
  emailLanguages,
} from './email';
export type { InvitationStatus, InvitationStatusFilter, OutboxStatus, EmailKind, EmailLanguage } from './email';
export type * from './schemas/invitations';
export type * from './schemas/passwordReset';
export type * from './schemas/outbox';
export type * from './schemas/admin';
export { accountMessages } from './account';
export type * from './schemas/account';
export {
  mfaMethods,
  mfaMessages,
  MFA_TOKEN_TTL_SECONDS,
  RECOVERY_CODE_COUNT,
  TOTP_ISSUER,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  PASSKEY_NAME_MAX,
} from './mfa';
export type { MfaMethod } from './mfa';
export type * from './schemas/mfa';

// The AI assistant (documents, questions, credits).
export {
  aiDocumentStatuses,
  aiDocumentKinds,
  aiStreamEvents,
  AI_UPLOAD_MAX_BYTES,
  AI_QUESTION_MAX,
} from './ai';
export type { AiDocumentStatus, AiDocumentKind, AiStreamEvent } from './ai';
export {
  aiCreditsResetAt,
  aiCreditsMonth,
} from './rules/aiPlanLimits';
export type * from './schemas/ai';
export type * from './schemas/contact';
export type * from './schemas/okr';

// My week, across organizations, and the weekly digest.
export {
  weekItemKinds,
  CHECK_IN_DUE_DAYS,
  TASK_DUE_WITHIN_DAYS,
  WEEK_ITEMS_MAX,
  TIME_ZONE_DEFAULT,
  DIGEST_SEND_HOUR,
  UNKNOWN_TIME_ZONE_MESSAGE,
  isTimeZone,
} from './week';
export type { WeekItemKind } from './week';
export {
  compareWeekItems,
  weekItemReason,
  weekItemHref,
  daysBetween,
  checkInDueDay,
  addDays,
  localTime,
  isoWeekOf,
  digestWeekDue,
} from './rules/weekItems';
export type { WeekItemOrderKey, WeekReasonFacts, LocalTime } from './rules/weekItems';
export type * from './schemas/week';

// Cycles and roll-over.
export {
  periodStatuses,
  PERIOD_NAME_MAX,
  PERIOD_OVERLAP_MESSAGE,
  PERIOD_HAS_OBJECTIVES_MESSAGE,
  PERIOD_CLOSED_MESSAGE,
} from './periods';
export type { PeriodStatus } from './periods';
export {
  periodStatus,
  periodIsOpen,
  periodsOverlap,
  overlappingPeriod,
  defaultPeriod,
  periodHolding,
  quartersOf,
  initialPeriods,
} from './rules/periods';
export type { PeriodSpan } from './rules/periods';
export type * from './schemas/periods';

// Single sign-on (Enterprise).
export {
  ssoErrorCodes,
  SSO_ERROR_PARAM,
  SSO_COMPLETE_PATH,
  SSO_VERIFICATION_PREFIX,
  SSO_SCOPES,
  SSO_DOMAINS_MAX,
  SSO_LOGIN_TTL_MINUTES,
  SSO_REQUIRED_MESSAGE,
  SSO_PLAN_MESSAGE,
  SSO_NOT_CONFIGURED_MESSAGE,
  SSO_NOT_AVAILABLE_MESSAGE,
  SSO_DISCOVERY_FAILED_MESSAGE,
  SSO_SECRET_REQUIRED_MESSAGE,
  ssoDomainTakenMessage,
  ssoDomainNotVerifiedMessage,
  ssoDomainUnknownMessage,
  emailDomainOf,
  ssoProtocols,
  SAML_METADATA_MAX_BYTES,
  SAML_RESPONSE_MAX_BYTES,
  SAML_CLOCK_SKEW_SECONDS,
  SAML_CERTIFICATE_WARNING_DAYS,
  SAML_NAMEID_EMAIL,
  SAML_METADATA_REQUIRED_MESSAGE,
  SAML_METADATA_INVALID_MESSAGE,
  SAML_NOT_CONFIGURED_MESSAGE,
  samlCertificateExpiresSoon,
} from './sso';
export type { SsoErrorCode, SsoProtocol } from './sso';
export type * from './schemas/sso';
// Reports (Pro and Enterprise).
export {
  reportExportKinds,
  STALE_KEY_RESULT_DAYS,
  PROGRESS_REPORT_OBJECTIVES_MAX,
  COVERAGE_LIST_MAX,
  REPORTS_PLAN_MESSAGE,
} from './reports';
export type { ReportExportKind } from './reports';
export { reportWindow, closingDay, expectedLine, daysInWindow, keyResultSeries, objectiveSeries } from './rules/reportSeries';
export type { ReportDayPoint, ReportWindow, SeriesKeyResult } from './rules/reportSeries';
export { reportKeyResult, reportObjective } from './rules/reportLines';
export { matrixAxis, coverageMatrix, staleBefore, isStaleKeyResult } from './rules/coverageMatrix';
export type { CoverageCount } from './rules/coverageMatrix';
export { CSV_BOM, CSV_LINE_END, reportCsvColumns, csvCell, csvLine, csvHeader, csvRow, csvFileName } from './rules/reportCsv';
export type { ReportCsvRow } from './rules/reportCsv';
export type * from './schemas/reports';

// Comments and mentions.
export { commentTargets, commentTargetDomains, COMMENT_BODY_MAX, MENTIONABLE_MAX, commentMessages } from './comments';
export type { CommentTarget } from './comments';
export { mentionMarkup, mentionedIds, commentSegments } from './rules/mentions';
export type { CommentSegment } from './rules/mentions';
export type * from './schemas/comments';

// Notifications.
export {
  notificationKinds,
  notificationStreamEvents,
  NOTIFICATION_READ_IDS_MAX,
  MENTION_EMAIL_BATCH_MINUTES,
  NOTIFICATION_HEARTBEAT_SECONDS,
  NOTIFICATION_TITLE_MAX,
} from './notifications';
export type { NotificationKind, NotificationStreamEvent } from './notifications';
export { defaultNotificationPreference } from './rules/defaultNotificationPreference';
export { commentElementId, commentHref, commentIdOfHash } from './rules/commentHref';
export { itemHref, membersHref } from './rules/itemHref';
export type { CommentedItem } from './rules/commentHref';
export type * from './schemas/notifications';
