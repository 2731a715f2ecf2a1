import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Organization, RoleRef, User } from '@okr/contract';
import { OkrProvider } from '@okr/core';
import type { SessionState } from '@okr/core';
import { routes } from './routes';

const acme: Organization = {
  id: 'org-acme',
  name: 'Acme Corp',
  website: null,
  industry: null,
  size: 'small',
  plan: 'Free',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};
const role = (roleType: RoleRef['roleType'], category: RoleRef['category'] = 'Application'): RoleRef => ({
  id: `r-${roleType}`,
  name: roleType,
  roleType,
  category,
  organizationId: null,
});
const user = (roles: RoleRef[], isOnboardingComplete = true): User => ({
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  roles,
  isOnboardingComplete,
});
const session = (u: User): Partial<SessionState> => ({ user: u, organization: acme, accessToken: 't', refreshToken: 'r', isAuthenticated: true });

const server = setupServer();
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderAt(path: string, initialSession?: Partial<SessionState>, me?: User) {
  server.use(
    http.get('/api/auth/me', () => HttpResponse.json({ user: me ?? initialSession?.user, organization: acme, organizations: [acme] })),
    http.get('/api/organizations/user', () => HttpResponse.json([{ ...acme, membershipType: 'Owner', roles: [role('Admin')] }])),
    http.post('/api/auth/logout', () => new HttpResponse(null, { status: 204 })),
  );
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <OkrProvider apiBaseUrl="/api" initialSession={initialSession ?? {}} queryClient={new QueryClient()}>
      <RouterProvider router={router} />
    </OkrProvider>,
  );
  return router;
}

describe('host routes', () => {
  it('shows the public page with sign in and register links at / and the landing paths', () => {
    renderAt('/privacy');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Objectives and key results');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/register');
  });

  it('shows the authentication page with the register form first on /register', () => {
    renderAt('/register');
    expect(screen.getByLabelText('Full name')).toBeInTheDocument();
  });

  it('sends a signed-out visitor of /app to /', async () => {
    const router = renderAt('/app/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the dashboard with the user and the current organization', async () => {
    renderAt('/app', session(user([role('Admin')])));
    expect(await screen.findByRole('heading', { name: 'Hello, Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('Current organization: Acme Corp')).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Organization' })).toHaveTextContent('Acme Corp');
  });

  it('keeps the other /app children guarded inside the layout', async () => {
    const router = renderAt('/app/objectives/42/edit', session(user([role('Viewer')])));
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/objectives/42/edit');
  });

  it('denies settings without Admin or SuperAdmin and returns to /app', async () => {
    const router = renderAt('/app/settings', session(user([role('Editor')])));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You don't have permission to access this page. Required roles: Admin, SuperAdmin",
    );
  });

  it('lets a super administrator into /admin and signs out to /', async () => {
    const superAdmin = user([role('SuperAdmin', 'System')]);
    const router = renderAt('/admin/organizations', session(superAdmin));
    expect(screen.getByText('Signed in as Ada Lovelace (ada@example.com)')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('sends a user with unfinished onboarding to /app/onboarding', async () => {
    const router = renderAt('/app/ai', session(user([role('Admin')], false)));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/onboarding'));
    expect(await screen.findByRole('button', { name: 'Complete onboarding' })).toBeInTheDocument();
  });
});
