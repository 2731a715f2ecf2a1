import type { RouteObject } from 'react-router';
import { AppGuard, RequireRole, RequireSuperAdmin } from '@okr/auth/guards';
// Pages load by area; the guards stay in the entry so a redirect never waits for a page chunk.
import { RouterNavigate } from './lib/RouterNavigate';
import { AdminHome, AppLayout, AuthPage, NotFound, OnboardingPage, PublicHome } from './lazyPages';
import {
  DashboardRoute,
  InitiativeCreateRoute,
  InitiativeEditRoute,
  InitiativeViewRoute,
  InitiativesRoute,
  ObjectiveCreateRoute,
  ObjectiveDetailRoute,
  ObjectivesRoute,
  UsersRoute,
} from './lazyPages';

// Pages the landing package will own; until then they show the public entry page.
const publicPaths = ['/about', '/blog', '/contact', '/help-center', '/privacy', '/terms', '/cookies'];

// /app children whose packages have not landed yet: guarded, inside the layout, and empty
// rather than pretending with placeholder copy.
const pending = null;

/** The pages of product-spec §2. */
const pages: RouteObject[] = [
  { path: '/', element: <PublicHome /> },
  ...publicPaths.map((path) => ({ path, element: <PublicHome /> })),
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
      { index: true, element: <AdminHome /> },
      { path: '*', element: <AdminHome /> },
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
          { path: 'onboarding', element: <OnboardingPage /> },
          { path: 'ai', element: pending },
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
            children: [{ index: true, element: pending }],
          },
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
