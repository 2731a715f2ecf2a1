import type { RouteObject } from 'react-router';
import { AppGuard, RequireRole, RequireSuperAdmin } from '@okr/auth/guards';
// Pages load by area; the guards stay in the entry so a redirect never waits for a page chunk.
import { RouterNavigate } from './lib/RouterNavigate';
import {
  AdminAuditPage,
  AdminLayout,
  AdminOrganizationPage,
  AdminOrganizationsPage,
  AdminOverviewPage,
  AdminUserPage,
  AdminUsersPage,
  AiPage,
  AppLayout,
  AuthPage,
  Dashboard,
  NotFound,
  OnboardingPage,
  PublicRoute,
  SettingsPage,
} from './lazyPages';

// The landing package's pages (prerendered at build time; these routes serve client-side visits).
const publicPaths = ['/about', '/blog', '/blog/:slug', '/contact', '/help-center', '/privacy', '/terms', '/cookies'];

// /app children whose packages have not landed yet: guarded, inside the layout, and empty
// rather than pretending with placeholder copy.
const pending = null;

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
          { index: true, element: <Dashboard /> },
          { path: 'onboarding', element: <OnboardingPage /> },
          { path: 'ai', element: <AiPage /> },
          {
            path: 'objectives',
            element: pending,
            children: [
              { path: 'create', element: pending },
              { path: ':id', element: pending },
              { path: ':id/edit', element: pending },
              { path: ':id/key-results/:keyResultId/edit', element: pending },
            ],
          },
          {
            path: 'initiatives',
            element: pending,
            children: [
              { path: 'create', element: pending },
              { path: ':id', element: pending },
              { path: ':id/edit', element: pending },
            ],
          },
          {
            path: 'settings',
            element: <RequireRole roles={['Admin', 'SuperAdmin']} />,
            children: [{ index: true, element: <SettingsPage /> }],
          },
          { path: 'users', element: pending },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
  { path: '*', element: <NotFound /> },
];

/** The route tree of product-spec §2, under one root that hands the router to our packages. */
export const routes: RouteObject[] = [{ element: <RouterNavigate />, children: pages }];
