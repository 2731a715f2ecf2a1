// The host app's pages (product-spec §2), beside the API's `apiPaths`. Each page is a `{ path,
// href }` pair: `path` is the router's pattern, `href(...)` the address of one page. Every page is
// its own named export of an object literal (no call a bundler must keep), so a bundle keeps only
// the pages it reads; `pagePaths` groups them for the host's route table and the journeys.
import { SSO_COMPLETE_PATH } from './sso';

const enc = encodeURIComponent;

// The landing package's public pages (prerendered at build time).
export const homePage = { path: '/', href: () => '/' } as const;
export const aboutPage = { path: '/about', href: () => '/about' } as const;
export const blogPage = { path: '/blog', href: () => '/blog' } as const;
export const blogPostPage = { path: '/blog/:slug', href: (slug: string) => `/blog/${enc(slug)}` } as const;
export const contactPage = { path: '/contact', href: () => '/contact' } as const;
export const helpCenterPage = { path: '/help-center', href: () => '/help-center' } as const;
export const privacyPage = { path: '/privacy', href: () => '/privacy' } as const;
export const termsPage = { path: '/terms', href: () => '/terms' } as const;
export const cookiesPage = { path: '/cookies', href: () => '/cookies' } as const;

// Signing in, and the links of emails.
export const loginPage = { path: '/login', href: () => '/login' } as const;
export const registerPage = { path: '/register', href: () => '/register' } as const;
export const ssoCompletePage = { path: SSO_COMPLETE_PATH, href: () => SSO_COMPLETE_PATH } as const;
export const forgotPasswordPage = { path: '/forgot-password', href: () => '/forgot-password' } as const;
export const resetPasswordPage = { path: '/reset-password/:token', href: (token: string) => `/reset-password/${enc(token)}` } as const;
export const invitationPage = { path: '/invite/:token', href: (token: string) => `/invite/${enc(token)}` } as const;
/** The link sent at sign-up (api-contract.md "My account"). */
export const verifyEmailPage = { path: '/verify-email/:token', href: (token: string) => `/verify-email/${enc(token)}` } as const;
/** The link sent to a new address. */
export const confirmEmailPage = { path: '/confirm-email/:token', href: (token: string) => `/confirm-email/${enc(token)}` } as const;

// The product, under `/app`.
export const dashboardPage = { path: '/app', href: () => '/app' } as const;
export const weekPage = { path: '/app/week', href: () => '/app/week' } as const;
export const onboardingPage = { path: '/app/onboarding', href: () => '/app/onboarding' } as const;
export const aiPage = { path: '/app/ai', href: () => '/app/ai' } as const;
export const objectivesPage = { path: '/app/objectives', href: () => '/app/objectives' } as const;
export const objectiveCreatePage = { path: '/app/objectives/create', href: () => '/app/objectives/create' } as const;
export const objectivePage = { path: '/app/objectives/:id', href: (id: string) => `/app/objectives/${enc(id)}` } as const;
export const objectiveEditPage = { path: '/app/objectives/:id/edit', href: (id: string) => `/app/objectives/${enc(id)}/edit` } as const;
export const keyResultEditPage = {
  path: '/app/objectives/:id/key-results/:keyResultId/edit',
  href: (id: string, keyResultId: string) => `/app/objectives/${enc(id)}/key-results/${enc(keyResultId)}/edit`,
} as const;
export const initiativesPage = { path: '/app/initiatives', href: () => '/app/initiatives' } as const;
export const initiativeCreatePage = { path: '/app/initiatives/create', href: () => '/app/initiatives/create' } as const;
export const initiativePage = { path: '/app/initiatives/:id', href: (id: string) => `/app/initiatives/${enc(id)}` } as const;
export const initiativeEditPage = { path: '/app/initiatives/:id/edit', href: (id: string) => `/app/initiatives/${enc(id)}/edit` } as const;
/** The open tab lives in the address (`?tab=billing`: the plans). */
export const settingsPage = {
  path: '/app/settings',
  href: (tab?: string) => (tab ? `/app/settings?tab=${enc(tab)}` : '/app/settings'),
} as const;
export const reportsPage = { path: '/app/reports', href: () => '/app/reports' } as const;
export const usersPage = { path: '/app/users', href: () => '/app/users' } as const;
/** My account; the open tab lives in the address (`?tab=sessions`). */
export const accountPage = {
  path: '/app/account',
  href: (tab?: string) => (tab ? `/app/account?tab=${enc(tab)}` : '/app/account'),
} as const;

// The super-administrator area, under `/admin`.
export const adminOverviewPage = { path: '/admin', href: () => '/admin' } as const;
export const adminOrganizationsPage = { path: '/admin/organizations', href: () => '/admin/organizations' } as const;
export const adminOrganizationPage = { path: '/admin/organizations/:id', href: (id: string) => `/admin/organizations/${enc(id)}` } as const;
export const adminUsersPage = { path: '/admin/users', href: () => '/admin/users' } as const;
export const adminUserPage = { path: '/admin/users/:id', href: (id: string) => `/admin/users/${enc(id)}` } as const;
export const adminMessagesPage = { path: '/admin/messages', href: () => '/admin/messages' } as const;
export const adminOutboxPage = { path: '/admin/outbox', href: () => '/admin/outbox' } as const;
export const adminOutboxEmailPage = { path: '/admin/outbox/:id', href: (id: string) => `/admin/outbox/${enc(id)}` } as const;
export const adminAuditPage = { path: '/admin/audit', href: () => '/admin/audit' } as const;

/** Every page of the host app by area: what its route table and the journeys read. */
export const pagePaths = {
  public: {
    home: homePage,
    about: aboutPage,
    blog: blogPage,
    blogPost: blogPostPage,
    contact: contactPage,
    helpCenter: helpCenterPage,
    privacy: privacyPage,
    terms: termsPage,
    cookies: cookiesPage,
  },
  auth: {
    login: loginPage,
    register: registerPage,
    ssoComplete: ssoCompletePage,
    forgotPassword: forgotPasswordPage,
    resetPassword: resetPasswordPage,
    invitation: invitationPage,
    verifyEmail: verifyEmailPage,
    confirmEmail: confirmEmailPage,
  },
  app: {
    dashboard: dashboardPage,
    week: weekPage,
    onboarding: onboardingPage,
    ai: aiPage,
    objectives: objectivesPage,
    objectiveCreate: objectiveCreatePage,
    objective: objectivePage,
    objectiveEdit: objectiveEditPage,
    keyResultEdit: keyResultEditPage,
    initiatives: initiativesPage,
    initiativeCreate: initiativeCreatePage,
    initiative: initiativePage,
    initiativeEdit: initiativeEditPage,
    settings: settingsPage,
    reports: reportsPage,
    users: usersPage,
    account: accountPage,
  },
  admin: {
    overview: adminOverviewPage,
    organizations: adminOrganizationsPage,
    organization: adminOrganizationPage,
    users: adminUsersPage,
    user: adminUserPage,
    messages: adminMessagesPage,
    outbox: adminOutboxPage,
    outboxEmail: adminOutboxEmailPage,
    audit: adminAuditPage,
  },
} as const;
