/** Paths of the API, relative to its base address (`{host}/api`). Fixed by product-spec §7. */
//
// One constant per resource, so a UI entry imports only the paths it calls (`organizationsPaths.switch`)
// and a bundler drops the rest: `apiPaths` as one object cannot be shaken, and cost every embed all of
// them (issue 34). `apiPaths` composes them for the server, the mocks and the tests.

/** The calls the HTTP client treats apart (credentials, refresh, logout): every embed's provider pays for these four only. */
export const sessionPaths = {
  register: '/auth/register',
  login: '/auth/login',
  refresh: '/auth/refresh',
  logout: '/auth/logout',
} as const;

// The spread is wrapped in a call marked pure, or a bundler would keep all of `authPaths` beside `sessionPaths`.
export const authPaths = /* @__PURE__ */ (() =>
  ({
    ...sessionPaths,
    me: '/auth/me',
    completeOnboarding: '/auth/complete-onboarding',
    forgotPassword: '/auth/forgot-password',
    resetPassword: '/auth/reset-password',
    /** Public: the weekly digest's unsubscribe link (`?token=`). */
    digestUnsubscribe: '/auth/digest/unsubscribe',
    /** Public: `{ email }` → where to send the browser for single sign-on. */
    ssoStart: '/auth/sso/start',
    /** Public: where the provider sends the browser back (the redirect URI, under the API's own address). */
    ssoCallback: '/auth/sso/callback',
    changePassword: '/auth/change-password',
    changeEmail: '/auth/change-email',
    /** Public: the link sent to a new address. */
    confirmEmail: '/auth/confirm-email',
    /** Public: the link sent at sign-up. */
    verifyEmail: '/auth/verify-email',
    verifyEmailResend: '/auth/verify-email/resend',
    sessions: '/auth/sessions',
    session: (sessionId: string) => `/auth/sessions/${encodeURIComponent(sessionId)}`,
    /** The signed-in user's second factors: GET status. */
    mfa: '/auth/mfa',
    /** POST starts TOTP enrolment; DELETE removes it (`{ password, code }`). */
    mfaTotp: '/auth/mfa/totp',
    mfaTotpConfirm: '/auth/mfa/totp/confirm',
    mfaRecoveryCodes: '/auth/mfa/recovery-codes',
    /** Public: the second step of a sign-in that answered `mfaRequired`. */
    mfaVerify: '/auth/mfa/verify',
    passkeys: '/auth/passkeys',
    passkey: (passkeyId: string) => `/auth/passkeys/${encodeURIComponent(passkeyId)}`,
    passkeyRegisterOptions: '/auth/passkeys/register/options',
    passkeyRegister: '/auth/passkeys/register',
    /** Public: passwordless sign-in with a discoverable credential (or the passkey as second factor). */
    passkeyLoginOptions: '/auth/passkeys/login/options',
    passkeyLogin: '/auth/passkeys/login',
    /** Public XML: our SAML service provider's metadata for an organization. */
    samlMetadata: (orgId: string) => `/auth/saml/${encodeURIComponent(orgId)}/metadata`,
    /** Public: the SAML assertion consumer service (HTTP-POST binding). */
    samlAcs: (orgId: string) => `/auth/saml/${encodeURIComponent(orgId)}/acs`,
  }) as const)();

/** An organization's second-factor policy (`requireMfa` itself is on PATCH /organizations/{id}). */
export const mfaPolicyPaths = {
  /** GET: its active members without a second factor yet (`settings:read`). */
  membersWithoutFactor: (orgId: string) => `/organizations/${encodeURIComponent(orgId)}/mfa/members-without-factor`,
} as const;

/** An organization's single sign-on connection (Enterprise). */
export const ssoPaths = {
  connection: (orgId: string) => `/organizations/${encodeURIComponent(orgId)}/sso`,
  verifyDomain: (orgId: string, domain: string) =>
    `/organizations/${encodeURIComponent(orgId)}/sso/domains/${encodeURIComponent(domain)}/verify`,
} as const;

/** An organization's SCIM provisioning settings (Enterprise); `/scim/v2` itself is the identity provider's. */
export const scimPaths = {
  tokens: (orgId: string) => `/organizations/${encodeURIComponent(orgId)}/scim-tokens`,
  token: (orgId: string, tokenId: string) =>
    `/organizations/${encodeURIComponent(orgId)}/scim-tokens/${encodeURIComponent(tokenId)}`,
  groups: (orgId: string) => `/organizations/${encodeURIComponent(orgId)}/scim-groups`,
  groupRole: (orgId: string, groupId: string) =>
    `/organizations/${encodeURIComponent(orgId)}/scim-groups/${encodeURIComponent(groupId)}/role`,
  events: (orgId: string) => `/organizations/${encodeURIComponent(orgId)}/scim-events`,
} as const;

/** Across every organization of the caller (no current organization needed). */
export const mePaths = {
  week: '/me/week',
} as const;

export const apiKeysPaths = {
  list: (orgId: string) => `/organizations/${encodeURIComponent(orgId)}/api-keys`,
  byId: (orgId: string, keyId: string) =>
    `/organizations/${encodeURIComponent(orgId)}/api-keys/${encodeURIComponent(keyId)}`,
} as const;

export const webhooksPaths = {
  list: (orgId: string) => `/organizations/${encodeURIComponent(orgId)}/webhooks`,
  byId: (orgId: string, webhookId: string) =>
    `/organizations/${encodeURIComponent(orgId)}/webhooks/${encodeURIComponent(webhookId)}`,
  deliveries: (orgId: string, webhookId: string) =>
    `/organizations/${encodeURIComponent(orgId)}/webhooks/${encodeURIComponent(webhookId)}/deliveries`,
  redeliver: (orgId: string, webhookId: string, deliveryId: string) =>
    `/organizations/${encodeURIComponent(orgId)}/webhooks/${encodeURIComponent(webhookId)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`,
  ping: (orgId: string, webhookId: string) =>
    `/organizations/${encodeURIComponent(orgId)}/webhooks/${encodeURIComponent(webhookId)}/ping`,
} as const;

export const chatChannelsPaths = {
  list: (orgId: string) => `/organizations/${encodeURIComponent(orgId)}/chat-channels`,
  byId: (orgId: string, channelId: string) =>
    `/organizations/${encodeURIComponent(orgId)}/chat-channels/${encodeURIComponent(channelId)}`,
  test: (orgId: string, channelId: string) =>
    `/organizations/${encodeURIComponent(orgId)}/chat-channels/${encodeURIComponent(channelId)}/test`,
} as const;

export const invitationsPaths = {
  list: (orgId: string) => `/organizations/${encodeURIComponent(orgId)}/invitations`,
  byId: (orgId: string, invitationId: string) =>
    `/organizations/${encodeURIComponent(orgId)}/invitations/${encodeURIComponent(invitationId)}`,
  resend: (orgId: string, invitationId: string) =>
    `/organizations/${encodeURIComponent(orgId)}/invitations/${encodeURIComponent(invitationId)}/resend`,
  /** Public: what an invitation link shows. */
  byToken: (token: string) => `/invitations/${encodeURIComponent(token)}`,
  accept: (token: string) => `/invitations/${encodeURIComponent(token)}/accept`,
} as const;

export const organizationsPaths = {
  list: '/organizations',
  user: '/organizations/user',
  switch: '/organizations/switch',
  byId: (id: string) => `/organizations/${encodeURIComponent(id)}`,
  users: (id: string) => `/organizations/${encodeURIComponent(id)}/users`,
  member: (id: string, userId: string) =>
    `/organizations/${encodeURIComponent(id)}/users/${encodeURIComponent(userId)}`,
  memberRoles: (id: string, userId: string) =>
    `/organizations/${encodeURIComponent(id)}/users/${encodeURIComponent(userId)}/roles`,
} as const;

export const usersPaths = {
  /** Members of the current organization with their roles and what they own (paged). */
  list: '/users',
  search: '/users/search',
} as const;

export const rolesPaths = {
  list: '/roles',
  byId: (id: string) => `/roles/${encodeURIComponent(id)}`,
  byOrganization: (orgId: string) => `/roles/organization/${encodeURIComponent(orgId)}`,
} as const;

export const rolePermissionsPaths = {
  list: '/role-permissions',
  byId: (id: string) => `/role-permissions/${encodeURIComponent(id)}`,
  byRole: (roleId: string) => `/role-permissions/by-role/${encodeURIComponent(roleId)}`,
} as const;

export const adminPaths = {
  stats: '/admin/stats',
  organizations: '/admin/organizations',
  organization: (id: string) => `/admin/organizations/${encodeURIComponent(id)}`,
  users: '/admin/users',
  user: (id: string) => `/admin/users/${encodeURIComponent(id)}`,
  auditEvents: '/admin/audit-events',
  outbox: '/admin/outbox',
  outboxEmail: (id: string) => `/admin/outbox/${encodeURIComponent(id)}`,
} as const;

export const aiPaths = {
  documents: '/ai/documents',
  document: (id: string) => `/ai/documents/${encodeURIComponent(id)}`,
  ask: '/ai/ask',
  credits: '/ai/credits',
} as const;

export const contactPaths = {
  send: '/contact',
  /** Super administrators read the messages. */
  adminList: '/admin/contact-messages',
} as const;

export const periodsPaths = {
  list: '/periods',
  byId: (id: string) => `/periods/${encodeURIComponent(id)}`,
  rollover: (id: string) => `/periods/${encodeURIComponent(id)}/rollover`,
} as const;

/** Pro and Enterprise (Free: 402); `objectives:read`. */
export const reportsPaths = {
  progress: '/reports/progress',
  coverage: '/reports/coverage',
  export: '/reports/export.csv',
} as const;

export const objectivesPaths = {
  list: '/objectives',
  byId: (id: string) => `/objectives/${encodeURIComponent(id)}`,
  keyResults: (id: string) => `/objectives/${encodeURIComponent(id)}/key-results`,
} as const;

export const keyResultsPaths = {
  byId: (id: string) => `/key-results/${encodeURIComponent(id)}`,
  checkIns: (id: string) => `/key-results/${encodeURIComponent(id)}/check-ins`,
} as const;

export const initiativesPaths = {
  list: '/initiatives',
  byId: (id: string) => `/initiatives/${encodeURIComponent(id)}`,
  tasks: (id: string) => `/initiatives/${encodeURIComponent(id)}/tasks`,
} as const;

export const tasksPaths = {
  byId: (id: string) => `/tasks/${encodeURIComponent(id)}`,
} as const;

/** Threads on objectives, key results and initiatives (`target` as the path names it). */
export const commentsPaths = {
  thread: (target: 'objectives' | 'key-results' | 'initiatives', id: string) => `/${target}/${encodeURIComponent(id)}/comments`,
  /** The members the `@` picker offers: those who can read the item. */
  mentionable: (target: 'objectives' | 'key-results' | 'initiatives', id: string) =>
    `/${target}/${encodeURIComponent(id)}/mentionable-members`,
  byId: (id: string) => `/comments/${encodeURIComponent(id)}`,
} as const;

/** The caller's notifications across organizations (people only, like My week). */
export const notificationsPaths = {
  list: '/me/notifications',
  /** POST `{ ids }` or `{ all: true }` → 204. */
  read: '/me/notifications/read',
  /** Server-Sent Events; send the access token in `Authorization` (a `fetch` reader, not `EventSource`). */
  stream: '/me/notifications/stream',
  preferences: '/me/notification-preferences',
} as const;

export const configOptionsPaths = {
  list: '/config-options',
  byId: (id: string) => `/config-options/${encodeURIComponent(id)}`,
} as const;

/** The signed-in member's dashboard summary (one path; goals import it alone). */
export const dashboardPath = '/dashboard';

/** Every path of the API by resource. */
export const apiPaths = {
  health: '/health',
  auth: authPaths,
  sso: ssoPaths,
  scim: scimPaths,
  me: mePaths,
  apiKeys: apiKeysPaths,
  webhooks: webhooksPaths,
  chatChannels: chatChannelsPaths,
  invitations: invitationsPaths,
  organizations: organizationsPaths,
  users: usersPaths,
  roles: rolesPaths,
  rolePermissions: rolePermissionsPaths,
  auditEvents: '/audit-events',
  admin: adminPaths,
  ai: aiPaths,
  contact: contactPaths,
  dashboard: dashboardPath,
  periods: periodsPaths,
  reports: reportsPaths,
  objectives: objectivesPaths,
  keyResults: keyResultsPaths,
  initiatives: initiativesPaths,
  tasks: tasksPaths,
  comments: commentsPaths,
  notifications: notificationsPaths,
  configOptions: configOptionsPaths,
} as const;

/** The base path the API is served under. */
export const API_BASE_PATH = '/api';
