import type { RouteObject } from 'react-router';
import { SSO_COMPLETE_PATH } from '@okr/contract';
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

// The landing package's pages (prerendered at build time; these routes serve client-side visits).
const publicPaths = ['/about', '/blog', '/blog/:slug', '/contact', '/help-center', '/privacy', '/terms', '/cookies'];

/** The pages of product-spec §2. */
const pages: RouteObject[] = [
  { path: '/', element: <PublicRoute /> },
  ...publicPaths.map((path) => ({ path, element: <PublicRoute /> })),
  // The package leaves landmarks to its host, which may already have a <main>.
  {
    path: '/login',
    element: (
      <main>
        <AuthPage initialMode="login" />
      </main>
    ),
  },
  {
    path: '/register',
    element: (
      <main>
        <AuthPage initialMode="register" />
      </main>
    ),
  },
  // Where the single sign-on callback lands: the refresh cookie becomes the session.
  {
    path: SSO_COMPLETE_PATH,
    element: (
      <main>
        <SsoCompletePage />
      </main>
    ),
  },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password/:token', element: <ResetPasswordPage /> },
  { path: '/invite/:token', element: <InvitationPage /> },
  {
    path: '/admin',
    element: <RequireSuperAdmin />,
    children: [
      {
        element: <AdminLayout />,
        children: [
          { index: true, element: <AdminOverviewPage /> },
          { path: 'organizations', element: <AdminOrganizationsPage /> },
          { path: 'organizations/:id', element: <AdminOrganizationPage /> },
          { path: 'users', element: <AdminUsersPage /> },
          { path: 'users/:id', element: <AdminUserPage /> },
          { path: 'messages', element: <AdminMessagesPage /> },
          { path: 'outbox', element: <AdminOutboxPage /> },
          { path: 'outbox/:id', element: <AdminOutboxEmailPage /> },
          { path: 'audit', element: <AdminAuditPage /> },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
  {
    path: '/app',
    element: <AppGuard />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { index: true, element: <DashboardRoute /> },
          { path: 'week', element: <MyWeekRoute /> },
          { path: 'onboarding', element: <OnboardingPage /> },
          { path: 'ai', element: <AiPage /> },
          {
            path: 'objectives',
            element: <ObjectivesRoute />,
            children: [
              { path: 'create', element: <ObjectiveCreateRoute /> },
              { path: ':id', element: <ObjectiveDetailRoute /> },
              { path: ':id/edit', element: <ObjectiveDetailRoute /> },
              { path: ':id/key-results/:keyResultId/edit', element: <ObjectiveDetailRoute /> },
            ],
          },
          {
            path: 'initiatives',
            element: <InitiativesRoute />,
            children: [
              { path: 'create', element: <InitiativeCreateRoute /> },
              { path: ':id', element: <InitiativeViewRoute /> },
              { path: ':id/edit', element: <InitiativeEditRoute /> },
            ],
          },
          {
            path: 'settings',
            element: <RequireRole roles={['Admin', 'SuperAdmin']} />,
            children: [{ index: true, element: <SettingsPage /> }],
          },
          { path: 'reports', element: <ReportsPage /> },
          { path: 'users', element: <UsersRoute /> },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
  { path: '*', element: <NotFound /> },
];

/** The route tree of product-spec §2, under one root that hands the router to our packages. */
export const routes: RouteObject[] = [{ element: <RouterNavigate />, children: pages }];
