/** Paths of the API, relative to its base address (`{host}/api`). Fixed by product-spec §7. */
export const apiPaths = {
  health: '/health',
  auth: {
    register: '/auth/register',
    login: '/auth/login',
    refresh: '/auth/refresh',
    logout: '/auth/logout',
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
    /** Public XML: our SAML service provider's metadata for an organization. */
    samlMetadata: (orgId: string) => `/auth/saml/${encodeURIComponent(orgId)}/metadata`,
    /** Public: the SAML assertion consumer service (HTTP-POST binding). */
    samlAcs: (orgId: string) => `/auth/saml/${encodeURIComponent(orgId)}/acs`,
  },
  /** An organization's single sign-on connection (Enterprise). */
  sso: {
    connection: (orgId: string) => `/organizations/${encodeURIComponent(orgId)}/sso`,
    verifyDomain: (orgId: string, domain: string) =>
      `/organizations/${encodeURIComponent(orgId)}/sso/domains/${encodeURIComponent(domain)}/verify`,
  },
  /** Across every organization of the caller (no current organization needed). */
  me: {
    week: '/me/week',
  },
  apiKeys: {
    list: (orgId: string) => `/organizations/${encodeURIComponent(orgId)}/api-keys`,
    byId: (orgId: string, keyId: string) =>
      `/organizations/${encodeURIComponent(orgId)}/api-keys/${encodeURIComponent(keyId)}`,
  },
  webhooks: {
    list: (orgId: string) => `/organizations/${encodeURIComponent(orgId)}/webhooks`,
    byId: (orgId: string, webhookId: string) =>
      `/organizations/${encodeURIComponent(orgId)}/webhooks/${encodeURIComponent(webhookId)}`,
    deliveries: (orgId: string, webhookId: string) =>
      `/organizations/${encodeURIComponent(orgId)}/webhooks/${encodeURIComponent(webhookId)}/deliveries`,
    redeliver: (orgId: string, webhookId: string, deliveryId: string) =>
      `/organizations/${encodeURIComponent(orgId)}/webhooks/${encodeURIComponent(webhookId)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`,
    ping: (orgId: string, webhookId: string) =>
      `/organizations/${encodeURIComponent(orgId)}/webhooks/${encodeURIComponent(webhookId)}/ping`,
  },
  invitations: {
    list: (orgId: string) => `/organizations/${encodeURIComponent(orgId)}/invitations`,
    byId: (orgId: string, invitationId: string) =>
      `/organizations/${encodeURIComponent(orgId)}/invitations/${encodeURIComponent(invitationId)}`,
    resend: (orgId: string, invitationId: string) =>
      `/organizations/${encodeURIComponent(orgId)}/invitations/${encodeURIComponent(invitationId)}/resend`,
    /** Public: what an invitation link shows. */
    byToken: (token: string) => `/invitations/${encodeURIComponent(token)}`,
    accept: (token: string) => `/invitations/${encodeURIComponent(token)}/accept`,
  },
  organizations: {
    list: '/organizations',
    user: '/organizations/user',
    switch: '/organizations/switch',
    byId: (id: string) => `/organizations/${encodeURIComponent(id)}`,
    users: (id: string) => `/organizations/${encodeURIComponent(id)}/users`,
    member: (id: string, userId: string) =>
      `/organizations/${encodeURIComponent(id)}/users/${encodeURIComponent(userId)}`,
    memberRoles: (id: string, userId: string) =>
      `/organizations/${encodeURIComponent(id)}/users/${encodeURIComponent(userId)}/roles`,
  },
  users: {
    /** Members of the current organization with their roles and what they own (paged). */
    list: '/users',
    search: '/users/search',
  },
  roles: {
    list: '/roles',
    byId: (id: string) => `/roles/${encodeURIComponent(id)}`,
    byOrganization: (orgId: string) => `/roles/organization/${encodeURIComponent(orgId)}`,
  },
  rolePermissions: {
    list: '/role-permissions',
    byId: (id: string) => `/role-permissions/${encodeURIComponent(id)}`,
    byRole: (roleId: string) => `/role-permissions/by-role/${encodeURIComponent(roleId)}`,
  },
  auditEvents: '/audit-events',
  admin: {
    stats: '/admin/stats',
    organizations: '/admin/organizations',
    organization: (id: string) => `/admin/organizations/${encodeURIComponent(id)}`,
    users: '/admin/users',
    user: (id: string) => `/admin/users/${encodeURIComponent(id)}`,
    auditEvents: '/admin/audit-events',
    outbox: '/admin/outbox',
    outboxEmail: (id: string) => `/admin/outbox/${encodeURIComponent(id)}`,
  },
  ai: {
    documents: '/ai/documents',
    document: (id: string) => `/ai/documents/${encodeURIComponent(id)}`,
    ask: '/ai/ask',
    credits: '/ai/credits',
  },
  contact: {
    send: '/contact',
    /** Super administrators read the messages. */
    adminList: '/admin/contact-messages',
  },
  dashboard: '/dashboard',
  periods: {
    list: '/periods',
    byId: (id: string) => `/periods/${encodeURIComponent(id)}`,
    rollover: (id: string) => `/periods/${encodeURIComponent(id)}/rollover`,
  },
  /** Pro and Enterprise (Free: 402); `objectives:read`. */
  reports: {
    progress: '/reports/progress',
    coverage: '/reports/coverage',
    export: '/reports/export.csv',
  },
  objectives: {
    list: '/objectives',
    byId: (id: string) => `/objectives/${encodeURIComponent(id)}`,
    keyResults: (id: string) => `/objectives/${encodeURIComponent(id)}/key-results`,
  },
  keyResults: {
    byId: (id: string) => `/key-results/${encodeURIComponent(id)}`,
    checkIns: (id: string) => `/key-results/${encodeURIComponent(id)}/check-ins`,
  },
  initiatives: {
    list: '/initiatives',
    byId: (id: string) => `/initiatives/${encodeURIComponent(id)}`,
    tasks: (id: string) => `/initiatives/${encodeURIComponent(id)}/tasks`,
  },
  tasks: {
    byId: (id: string) => `/tasks/${encodeURIComponent(id)}`,
  },
  configOptions: {
    list: '/config-options',
    byId: (id: string) => `/config-options/${encodeURIComponent(id)}`,
  },
} as const;

/** The base path the API is served under. */
export const API_BASE_PATH = '/api';
