import type { RouteObject } from 'react-router';
import { pagePaths } from '@okr/contract';
import { AppGuard, RequireRole, RequireSuperAdmin } from '@okr/auth/guards';
// Pages load by area; the guards stay in the entry so a redirect never waits for a page chunk.
import { RouterNavigate } from './lib/RouterNavigate';
import {
  AdminAuditPage,
  AdminLayout,
  AdminMessagesPage,
  AdminOrganizationPage,
  AdminOrganizationsPage,
  AdminOutboxEmailPage,
  AdminOutboxPage,
  AdminOverviewPage,
  AdminUserPage,
  AdminUsersPage,
  AiPage,
  AppLayout,
  AuthPage,
  ForgotPasswordPage,
  InvitationPage,
  NotFound,
  OnboardingPage,
  PublicRoute,
  ResetPasswordPage,
  SettingsPage,
  SsoCompletePage,
  DashboardRoute,
  MyWeekRoute,
  InitiativeCreateRoute,
  InitiativeEditRoute,
  InitiativeViewRoute,
  InitiativesRoute,
  ObjectiveCreateRoute,
  ObjectiveDetailRoute,
  ObjectivesRoute,
  UsersRoute,
  ReportsPage,
} from './lazyPages';

const { public: publicPages, auth, app, admin } = pagePaths;

/** The pages of product-spec §2 (`pagePaths`: child routes take their parent's full path). */
const pages: RouteObject[] = [
  // The landing package's pages (prerendered at build time; these routes serve client-side visits).
  ...Object.values(publicPages).map(({ path }) => ({ path, element: <PublicRoute /> })),
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
        <SsoCompletePage />
      </main>
    ),
  },
  { path: auth.forgotPassword.path, element: <ForgotPasswordPage /> },
  { path: auth.resetPassword.path, element: <ResetPasswordPage /> },
  { path: auth.invitation.path, element: <InvitationPage /> },
  {
    path: admin.overview.path,
    element: <RequireSuperAdmin />,
    children: [
      {
        element: <AdminLayout />,
        children: [
          { index: true, element: <AdminOverviewPage /> },
          { path: admin.organizations.path, element: <AdminOrganizationsPage /> },
          { path: admin.organization.path, element: <AdminOrganizationPage /> },
          { path: admin.users.path, element: <AdminUsersPage /> },
          { path: admin.user.path, element: <AdminUserPage /> },
          { path: admin.messages.path, element: <AdminMessagesPage /> },
          { path: admin.outbox.path, element: <AdminOutboxPage /> },
          { path: admin.outboxEmail.path, element: <AdminOutboxEmailPage /> },
          { path: admin.audit.path, element: <AdminAuditPage /> },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
  {
    path: app.dashboard.path,
    element: <AppGuard />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { index: true, element: <DashboardRoute /> },
          { path: app.week.path, element: <MyWeekRoute /> },
          { path: app.onboarding.path, element: <OnboardingPage /> },
          { path: app.ai.path, element: <AiPage /> },
          {
            path: app.objectives.path,
            element: <ObjectivesRoute />,
            children: [
              { path: app.objectiveCreate.path, element: <ObjectiveCreateRoute /> },
              { path: app.objective.path, element: <ObjectiveDetailRoute /> },
              { path: app.objectiveEdit.path, element: <ObjectiveDetailRoute /> },
              { path: app.keyResultEdit.path, element: <ObjectiveDetailRoute /> },
            ],
          },
          {
            path: app.initiatives.path,
            element: <InitiativesRoute />,
            children: [
              { path: app.initiativeCreate.path, element: <InitiativeCreateRoute /> },
              { path: app.initiative.path, element: <InitiativeViewRoute /> },
              { path: app.initiativeEdit.path, element: <InitiativeEditRoute /> },
            ],
          },
          {
            path: app.settings.path,
            element: <RequireRole roles={['Admin', 'SuperAdmin']} />,
            children: [{ index: true, element: <SettingsPage /> }],
          },
          { path: app.reports.path, element: <ReportsPage /> },
          { path: app.users.path, element: <UsersRoute /> },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
  { path: '*', element: <NotFound /> },
];

/** The route tree of product-spec §2, under one root that hands the router to our packages. */
export const routes: RouteObject[] = [{ element: <RouterNavigate />, children: pages }];
