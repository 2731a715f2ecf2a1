import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OkrProvider } from '@okr/core';
import type { SessionState } from '@okr/core';
import { DEMO_PASSWORD, demoIds, getActiveMockDb, handlers, INVITED_EMAIL, invitationTokens, requestPasswordReset, resetActiveMockDb, seedInvitations, sessionFixtures } from '@okr/mocks';
import { createEnrolmentRedirect } from './lib/enrolmentRedirect';
import { routes } from './routes';

// The shared mock API over the demo data; the sessions are its demo accounts.
const server = setupServer(...handlers);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  resetActiveMockDb();
});
afterAll(() => server.close());

function renderAt(path: string, initialSession?: Partial<SessionState>) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // Wired as main.tsx wires it.
  const onForbidden = createEnrolmentRedirect((to) => void router.navigate(to), () => router.state.location.pathname);
  render(
    <OkrProvider apiBaseUrl="/api" initialSession={initialSession ?? {}} queryClient={new QueryClient()} onForbidden={onForbidden}>
      <RouterProvider router={router} />
    </OkrProvider>,
  );
  return router;
}

describe('host routes', () => {
  // Pages load lazily (one chunk per area), so the first query of a page waits for it.
  it('shows the landing package\'s page, with sign in and register links, at the public paths', async () => {
    renderAt('/privacy');
    // The first lazy page of the file: its chunk is transformed on first use, slow on a busy machine.
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toHaveTextContent('Privacy policy');
    expect(screen.getAllByRole('link', { name: 'Sign in' })[0]).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/register');
    // The title is set by the page's effect once its strings are in: it may follow the heading.
    await waitFor(() => expect(document.title).toBe('Privacy policy — OKR'));
  });

  it('shows a blog article at its own URL, in Spanish with ?lang=es', async () => {
    renderAt('/blog/measuring-key-results?lang=es');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toHaveTextContent(
      'Resultados clave que de verdad se pueden medir',
    );
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
  });

  it('shows the authentication page with the register form first on /register', async () => {
    renderAt('/register');
    expect(await screen.findByLabelText('Full name')).toBeInTheDocument();
  });

  it('sends a signed-out visitor of /app to /', async () => {
    const router = renderAt('/app/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the dashboard with the user and the current organization', async () => {
    renderAt('/app', sessionFixtures.admin);
    // The goals chunk is the largest: its first transform can outlast the default wait.
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Ada. Here is Acme Corp at a glance.')).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Organization' })).toHaveTextContent('Acme Corp');
  });

  it('finishes single sign-on on /sso/complete: the refresh cookie becomes the session, and the app opens', async () => {
    const { accessToken, refreshToken } = sessionFixtures.viewer;
    let body: unknown;
    // The refresh answers only once the test has seen the waiting state, which it would otherwise
    // replace before a slow first render is checked.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('/api/auth/refresh', async ({ request }) => {
        body = await request.json();
        await answered;
        return HttpResponse.json({ accessToken, refreshToken });
      }),
    );
    const router = renderAt('/sso/complete');
    expect(await screen.findByText('Finishing single sign-on…', {}, { timeout: 10_000 })).toBeInTheDocument();
    answer();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'), { timeout: 10_000 });
    expect(body).toEqual({});
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
  }, 30_000);

  it('sends a failed single sign-on completion back to sign in, which says so', async () => {
    server.use(http.post('/api/auth/refresh', () => HttpResponse.json({ message: 'Invalid or expired refresh token', code: 'UNAUTHENTICATED' }, { status: 401 })));
    const router = renderAt('/sso/complete');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 10_000 });
    expect(router.state.location.search).toBe('?sso_error=complete');
  }, 20_000);

  it('keeps the other /app children guarded inside the layout', async () => {
    const router = renderAt('/app/objectives/42/edit', sessionFixtures.viewer);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Objectives' })).toHaveAttribute('aria-current', 'page');
    expect(router.state.location.pathname).toBe('/app/objectives/42/edit');
  });

  it('denies settings without Admin or SuperAdmin and returns to /app', async () => {
    const router = renderAt('/app/settings', sessionFixtures.editor);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You don't have permission to access this page. Required roles: Admin, SuperAdmin",
    );
  });

  it('takes a member whose organization requires a second factor to the Security tab, saying why', async () => {
    const organizationId = sessionFixtures.admin.organization?.id ?? '';
    getActiveMockDb().organizations.update(organizationId, { requireMfa: true });
    const router = renderAt('/app/objectives', sessionFixtures.admin);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/account'), { timeout: 15_000 });
    expect(router.state.location.search).toBe('?tab=security&required=second-factor');
    expect(
      await screen.findByText('Your organization requires a second factor. Add an authenticator app or a passkey to continue to its pages.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Security/ })).toHaveAttribute('aria-selected', 'true');
  }, 30_000);

  it('opens the settings tab the address names, and keeps the chosen tab in the address', async () => {
    const router = renderAt('/app/settings?tab=billing', sessionFixtures.admin);
    const billing = await screen.findByRole('tab', { name: /^Billing/ }, { timeout: 10_000 });
    expect(billing).toHaveAttribute('aria-selected', 'true');
    await userEvent.setup().click(screen.getByRole('tab', { name: /^Roles/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=roles'));
    expect(screen.getByRole('tab', { name: /^Roles/ })).toHaveAttribute('aria-selected', 'true');
    // The settings chunk is transformed on first use: slow on a busy machine.
  }, 20_000);

  it('opens the reports from the navigation, the tab in the address beside the period', async () => {
    const q1 = getActiveMockDb().periods.find((p) => p.organizationId === demoIds.organizations.acme && p.name === 'Q1 2025');
    if (!q1) throw new Error('demo period missing');
    const router = renderAt(`/app/reports?period=${q1.id}&tab=coverage`, sessionFixtures.admin);
    const coverage = await screen.findByRole('tab', { name: /^Coverage/ }, { timeout: 15_000 });
    expect(coverage).toHaveAttribute('aria-selected', 'true');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
    await userEvent.setup().click(screen.getByRole('tab', { name: /^Progress/ }));
    await waitFor(() => expect(router.state.location.search).toBe(`?period=${q1.id}`));
  }, 20_000);

  it('lets a super administrator into /admin and signs out to /', async () => {
    const router = renderAt('/admin/organizations', sessionFixtures.superAdmin);
    expect(await screen.findByText('Signed in as Sam Super (superadmin@demo.okr)')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect((await screen.findAllByRole('link', { name: 'Sign in' }))[0]).toBeInTheDocument();
  });

  it('sends a user with unfinished onboarding to /app/onboarding', async () => {
    const router = renderAt('/app/ai', sessionFixtures.needsOnboarding);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/onboarding'));
    expect(await screen.findByRole('button', { name: 'Complete onboarding' })).toBeInTheDocument();
  });

  it('takes a user with unfinished onboarding who opened a link there once the onboarding is complete', async () => {
    const link = `/app/objectives/objective-42?org=${demoIds.organizations.newcomer}`;
    const router = renderAt(link, sessionFixtures.needsOnboarding);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Complete onboarding' }, { timeout: 10_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/objectives/objective-42'));
    expect(getActiveMockDb().users.get(demoIds.users.newcomer)?.isOnboardingComplete).toBe(true);
  }, 20_000);

  it('takes a user with unfinished onboarding to /app, not to a hostile next', async () => {
    const router = renderAt(`/app/onboarding?next=${encodeURIComponent('//evil.example/app')}`, sessionFixtures.needsOnboarding);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Complete onboarding' }, { timeout: 10_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(router.state.location.search).toBe('');
  }, 20_000);

  it('leads from sign in to the password reset request, and answers it', async () => {
    const router = renderAt('/login');
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Forgot password?' }, { timeout: 10_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email', {}, { timeout: 10_000 }), 'viewer@demo.okr{Enter}');
    expect(await screen.findByText('If an account exists for that email, we sent a link to reset the password.')).toBeInTheDocument();
    expect(getActiveMockDb().outbox.all().map((email) => email.to)).toEqual(['viewer@demo.okr']);
  }, 20_000);

  it('shows a super administrator the reset email in /admin/outbox, whose link sets a new password and leads to sign in', async () => {
    const viewer = getActiveMockDb().users.get(demoIds.users.viewer);
    if (!viewer) throw new Error('demo viewer missing');
    const reset = requestPasswordReset(getActiveMockDb(), viewer);
    const email = getActiveMockDb().outbox.all()[0];
    const admin = renderAt(`/admin/outbox`, sessionFixtures.superAdmin);
    const nav = await screen.findByRole('navigation', { name: 'Administration sections' }, { timeout: 10_000 });
    expect(within(nav).getByRole('link', { name: 'Outbox' })).toHaveAttribute('aria-current', 'page');
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Reset your OKR password' }));
    await waitFor(() => expect(admin.state.location.pathname).toBe(`/admin/outbox/${email?.id}`));
    const link = await screen.findByRole('link', { name: /\/reset-password\// });
    const path = new URL(link.getAttribute('href') ?? '').pathname;
    expect(path).toBe(`/reset-password/${reset.token}`);
    cleanup();

    const router = renderAt(path);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password', {}, { timeout: 10_000 }), 'a-brand-new-password');
    await user.type(screen.getByLabelText('Repeat the new password'), 'a-brand-new-password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Your password was changed. Sign in with the new one.')).toBeInTheDocument();
    expect(getActiveMockDb().users.get(demoIds.users.viewer)?.password).not.toBe(DEMO_PASSWORD);
  }, 30_000);

  it('opens an invitation link: a new person creates the account with the invited email and lands in /app of that organization, onboarding done', async () => {
    seedInvitations(getActiveMockDb());
    const router = renderAt(`/invite/${invitationTokens.newPerson}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Globex' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByLabelText('Email')).toHaveValue(INVITED_EMAIL);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Full name'), 'Ines Invited');
    await user.type(screen.getByLabelText('Password'), 'a-good-password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    // Joining a ready organization is the onboarding: the app opens, not /app/onboarding.
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app');
    const invited = getActiveMockDb().users.find((row) => row.email === INVITED_EMAIL);
    expect(invited?.lastOrganizationId).toBe(demoIds.organizations.globex);
  }, 30_000);
});
