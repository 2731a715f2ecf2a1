import type { RouteObject } from 'react-router';
import { pagePaths } from '@okr/contract';
import { AppGuard, RequireRole, RequireSuperAdmin } from '@okr/auth/guards';
// Pages load by area; the guards stay in the entry so a redirect never waits for a page chunk.
import { RouterNavigate } from './lib/RouterNavigate';
import { lazyElement, lazyPage } from './lib/lazyPage';

// One dynamic import per area of the route tree: the public pages, sign-in, /app and /admin.
// One element (or component) where several addresses show the same page, so moving between them keeps it mounted.
const publicPage = lazyElement(() => import('./public/PublicRoute').then((m) => m.PublicRoute));
const notFound = () => import('./public/NotFound').then((m) => m.NotFound);
const authPage = () => import('@okr/auth/auth-page');
const AuthPage = lazyPage(() => authPage().then((m) => m.AuthPage));
const passwordResetPages = () => import('./public/passwordResetPages');
const emailLinkPages = () => import('./public/emailLinkPages');
// The /app frame: its layout and the onboarding load together (the goals pages have their own chunk).
const appPages = () => import('./app/appPages');
const adminPages = () => import('./admin/adminPages');
// The goals area (dashboard, objectives, initiatives, users) in one chunk of its own.
const goalsPages = () => import('@okr/goals/routes');
const objectiveDetail = lazyElement(() => goalsPages().then((m) => m.ObjectiveDetailRoute));

const { public: publicPages, auth, app, admin } = pagePaths;

/** The pages of product-spec §2 (`pagePaths`: child routes take their parent's full path). */
const pages: RouteObject[] = [
  // The landing package's pages (prerendered at build time; these routes serve client-side visits).
  ...Object.values(publicPages).map(({ path }) => ({ path, element: publicPage })),
  // The package leaves landmarks to its host, which may already have a <main>.
  {
    path: auth.login.path,
    element: (
      <main>
        <AuthPage initialMode="login" />
      </main>
    ),
  },
  {
    path: auth.register.path,
    element: (
      <main>
        <AuthPage initialMode="register" />
      </main>
    ),
  },
  // Where the single sign-on callback lands: the refresh cookie becomes the session.
  {
    path: auth.ssoComplete.path,
    element: (
      <main>
        {lazyElement(() => authPage().then((m) => m.SsoCompletePage))}
      </main>
    ),
  },
  { path: auth.forgotPassword.path, element: lazyElement(() => passwordResetPages().then((m) => m.ForgotPasswordRoute)) },
  { path: auth.resetPassword.path, element: lazyElement(() => passwordResetPages().then((m) => m.ResetPasswordRoute)) },
  { path: auth.invitation.path, element: lazyElement(() => import('./public/invitationPage').then((m) => m.InvitationRoute)) },
  { path: auth.verifyEmail.path, element: lazyElement(() => emailLinkPages().then((m) => m.VerifyEmailRoute)) },
  { path: auth.confirmEmail.path, element: lazyElement(() => emailLinkPages().then((m) => m.ConfirmEmailRoute)) },
  {
    path: admin.overview.path,
    element: <RequireSuperAdmin />,
    children: [
      {
        element: lazyElement(() => adminPages().then((m) => m.AdminLayout)),
        children: [
          { index: true, element: lazyElement(() => adminPages().then((m) => m.AdminOverviewPage)) },
          { path: admin.organizations.path, element: lazyElement(() => adminPages().then((m) => m.AdminOrganizationsPage)) },
          { path: admin.organization.path, element: lazyElement(() => adminPages().then((m) => m.AdminOrganizationPage)) },
          { path: admin.users.path, element: lazyElement(() => adminPages().then((m) => m.AdminUsersPage)) },
          { path: admin.user.path, element: lazyElement(() => adminPages().then((m) => m.AdminUserPage)) },
          { path: admin.messages.path, element: lazyElement(() => adminPages().then((m) => m.AdminMessagesPage)) },
          { path: admin.outbox.path, element: lazyElement(() => adminPages().then((m) => m.AdminOutboxPage)) },
          { path: admin.outboxEmail.path, element: lazyElement(() => adminPages().then((m) => m.AdminOutboxEmailPage)) },
          { path: admin.audit.path, element: lazyElement(() => adminPages().then((m) => m.AdminAuditPage)) },
          { path: '*', element: lazyElement(notFound) },
        ],
      },
    ],
  },
  {
    path: app.dashboard.path,
    element: <AppGuard />,
    children: [
      {
        element: lazyElement(() => appPages().then((m) => m.AppLayout)),
        children: [
          { index: true, element: lazyElement(() => goalsPages().then((m) => m.DashboardRoute)) },
          { path: app.week.path, element: lazyElement(() => goalsPages().then((m) => m.MyWeekRoute)) },
          { path: app.onboarding.path, element: lazyElement(() => appPages().then((m) => m.OnboardingRoute)) },
          { path: app.ai.path, element: lazyElement(() => import('@okr/assistant/ai-page').then((m) => m.AiPage)) },
          {
            path: app.objectives.path,
            element: lazyElement(() => goalsPages().then((m) => m.ObjectivesRoute)),
            children: [
              { path: app.objectiveCreate.path, element: lazyElement(() => goalsPages().then((m) => m.ObjectiveCreateRoute)) },
              { path: app.objective.path, element: objectiveDetail },
              { path: app.objectiveEdit.path, element: objectiveDetail },
              { path: app.keyResultEdit.path, element: objectiveDetail },
            ],
          },
          {
            path: app.initiatives.path,
            element: lazyElement(() => goalsPages().then((m) => m.InitiativesRoute)),
            children: [
              { path: app.initiativeCreate.path, element: lazyElement(() => goalsPages().then((m) => m.InitiativeCreateRoute)) },
              { path: app.initiative.path, element: lazyElement(() => goalsPages().then((m) => m.InitiativeViewRoute)) },
              { path: app.initiativeEdit.path, element: lazyElement(() => goalsPages().then((m) => m.InitiativeEditRoute)) },
            ],
          },
          {
            path: app.settings.path,
            element: <RequireRole roles={['Admin', 'SuperAdmin']} />,
            // Settings in a chunk of its own: only Admins open it.
            children: [{ index: true, element: lazyElement(() => import('./app/SettingsRoute').then((m) => m.SettingsRoute)) }],
          },
          { path: app.reports.path, element: lazyElement(() => import('./app/ReportsRoute').then((m) => m.ReportsRoute)) },
          { path: app.users.path, element: lazyElement(() => goalsPages().then((m) => m.UsersRoute)) },
          // My account in a chunk of its own: every user may open it, few do often.
          { path: app.account.path, element: lazyElement(() => import('./app/AccountRoute').then((m) => m.AccountRoute)) },
          { path: '*', element: lazyElement(notFound) },
        ],
      },
    ],
  },
  { path: '*', element: lazyElement(notFound) },
];

/** The route tree of product-spec §2, under one root that hands the router to our packages. */
export const routes: RouteObject[] = [{ element: <RouterNavigate />, children: pages }];
