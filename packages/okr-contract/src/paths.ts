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
  },
  organizations: {
    list: '/organizations',
    user: '/organizations/user',
    switch: '/organizations/switch',
    byId: (id: string) => `/organizations/${encodeURIComponent(id)}`,
  },
} as const;

/** The base path the API is served under. */
export const API_BASE_PATH = '/api';
