import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SessionState } from '@okr/core';
import { ORGANIZATION_HEADER, apiPaths } from '@okr/contract';
import { apiUrl, authHandlers, sessionFixtures } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { renderWithOkr } from '@okr/core/testing';
import { AppGuard } from './AppGuard';
import { RequireAuth } from './RequireAuth';
import { RequireRole } from './RequireRole';
import { RequireSuperAdmin } from './RequireSuperAdmin';

const server = setupMswServer();

/** The onboarding's stand-in shows its search (the current path probe shows only the path). */
function Onboarding() {
  return (
    <>
      <p>onboarding</p>
      <output aria-label="onboarding search">{useLocation().search}</output>
    </>
  );
}

const routes = (
  <Routes>
    <Route path="/" element={<p>public home</p>} />
    <Route path="/private" element={<RequireAuth />}>
      <Route index element={<p>private page</p>} />
    </Route>
    <Route path="/admin/*" element={<RequireSuperAdmin />}>
      <Route index element={<p>admin area</p>} />
    </Route>
    <Route path="/app" element={<AppGuard />}>
      <Route index element={<p>dashboard</p>} />
      <Route path="onboarding" element={<Onboarding />} />
      <Route path="objectives/*" element={<p>objectives</p>} />
      <Route
        path="settings"
        element={
          <RequireRole roles={['Admin', 'SuperAdmin']}>
            <p>settings</p>
          </RequireRole>
        }
      />
    </Route>
  </Routes>
);

const { admin, editor, needsOnboarding, superAdmin } = sessionFixtures;
/** The admin holding a SuperAdmin role outside the System category. */
const customSuperAdmin: Partial<SessionState> = {
  ...admin,
  user: { ...admin.user, roles: superAdmin.user.roles.map((role) => ({ ...role, category: 'Custom' as const })) },
};
const path = () => screen.getByRole('status', { name: 'current path' }).textContent;
const search = () => screen.getByRole('status', { name: 'onboarding search' }).textContent;

describe('RequireAuth', () => {
  it('sends a signed-out visitor to /', async () => {
    renderWithOkr(routes, { route: '/private', session: {} });
    expect(await screen.findByText('public home')).toBeInTheDocument();
    expect(path()).toBe('/');
  });

  it('shows its content when signed in', () => {
    renderWithOkr(routes, { route: '/private', session: admin });
    expect(screen.getByText('private page')).toBeInTheDocument();
  });
});

describe('RequireSuperAdmin', () => {
  it('sends a signed-out visitor to /', async () => {
    renderWithOkr(routes, { route: '/admin', session: {} });
    expect(await screen.findByText('public home')).toBeInTheDocument();
  });

  it('sends a signed-in user who is not a super administrator to /app', async () => {
    renderWithOkr(routes, { route: '/admin', session: admin });
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(path()).toBe('/app');
  });

  it('lets a super administrator in', () => {
    renderWithOkr(routes, { route: '/admin', session: superAdmin });
    expect(screen.getByText('admin area')).toBeInTheDocument();
  });

  it('does not let a SuperAdmin role outside the System category in', async () => {
    renderWithOkr(routes, { route: '/admin', session: customSuperAdmin });
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
  });
});

describe('AppGuard', () => {
  it('sends a signed-out visitor to /', async () => {
    renderWithOkr(routes, { route: '/app/objectives', session: {} });
    expect(await screen.findByText('public home')).toBeInTheDocument();
  });

  it('sends a super administrator to /admin', async () => {
    renderWithOkr(routes, { route: '/app/objectives', session: superAdmin });
    expect(await screen.findByText('admin area')).toBeInTheDocument();
    expect(path()).toBe('/admin');
  });

  it('sends unfinished onboarding to /app/onboarding from every other /app path', async () => {
    renderWithOkr(routes, { route: '/app/objectives/42', session: needsOnboarding });
    expect(await screen.findByText('onboarding')).toBeInTheDocument();
    expect(path()).toBe('/app/onboarding');
  });

  it('tells the onboarding where the user was going: path, search and hash as its next', async () => {
    renderWithOkr(routes, { route: '/app/objectives/42?org=org-1#comments', session: needsOnboarding });
    expect(await screen.findByText('onboarding')).toBeInTheDocument();
    expect(search()).toBe(`?next=${encodeURIComponent('/app/objectives/42?org=org-1#comments')}`);
  });

  it('gives the onboarding no next when the user opened /app itself', async () => {
    renderWithOkr(routes, { route: '/app', session: needsOnboarding });
    expect(await screen.findByText('onboarding')).toBeInTheDocument();
    expect(search()).toBe('');
  });

  it('sends finished onboarding from /app/onboarding to /app', async () => {
    renderWithOkr(routes, { route: '/app/onboarding', session: admin });
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
  });

  it('sends finished onboarding from /app/onboarding on to its next app path, and a hostile next to /app', async () => {
    renderWithOkr(routes, { route: `/app/onboarding?next=${encodeURIComponent('/app/objectives/7')}`, session: admin });
    expect(await screen.findByText('objectives')).toBeInTheDocument();
    expect(path()).toBe('/app/objectives/7');
    cleanup();
    renderWithOkr(routes, { route: `/app/onboarding?next=${encodeURIComponent('//evil.example/app')}`, session: admin });
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(path()).toBe('/app');
  });

  it('renders the /app child for a member with onboarding done', () => {
    renderWithOkr(routes, { route: '/app/objectives', session: admin });
    expect(screen.getByText('objectives')).toBeInTheDocument();
  });

  it('loads the user from /auth/me when only a token is known', async () => {
    server.use(...authHandlers.default);
    renderWithOkr(routes, { route: '/app', session: { accessToken: needsOnboarding.accessToken } });
    expect(screen.getByText('Checking your session…')).toBeInTheDocument();
    expect(await screen.findByText('onboarding')).toBeInTheDocument();
  });

  it('shows an error with a retry when /auth/me fails with a server error', async () => {
    server.use(...authHandlers.meError);
    renderWithOkr(routes, { route: '/app', session: { accessToken: needsOnboarding.accessToken } });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't check your session.");
    expect(screen.queryByText('Checking your session…')).toBeNull();
    server.resetHandlers(...authHandlers.default);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('onboarding')).toBeInTheDocument();
  });

  it('forgets a stored organization /auth/me refuses (404) and loads the user without it', async () => {
    const headers: (string | null)[] = [];
    server.use(
      http.get(apiUrl(apiPaths.auth.me), ({ request }) => {
        headers.push(request.headers.get(ORGANIZATION_HEADER));
      }),
      ...authHandlers.default,
    );
    // The admin's token with an organization the newcomer never belonged to (or was removed from).
    renderWithOkr(routes, {
      route: '/app',
      session: { accessToken: needsOnboarding.accessToken, organization: admin.organization },
    });
    expect(await screen.findByText('onboarding')).toBeInTheDocument();
    expect(headers.slice(0, 2)).toEqual([admin.organization?.id, null]);
  });
});

describe('RequireRole', () => {
  it('shows settings to an Admin', () => {
    renderWithOkr(routes, { route: '/app/settings', session: admin });
    expect(screen.getByText('settings')).toBeInTheDocument();
  });

  it('shows the denied message and redirects anyone else to /app', async () => {
    renderWithOkr(routes, { route: '/app/settings', session: editor });
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        "You don't have permission to access this page. Required roles: Admin, SuperAdmin",
      ),
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
