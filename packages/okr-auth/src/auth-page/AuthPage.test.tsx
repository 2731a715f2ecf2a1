// Radix Themes renders each tab label twice (one copy hidden by CSS for sizing), so tab names are matched loosely.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuthSessionResponse } from '@okr/contract';
import { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@okr/core';
import { demoIds, internalError, sessionFixtures, ssoHandlers } from '@okr/mocks';
import type { SessionFixture } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { renderWithOkr } from '@okr/core/testing';
import { AuthPage } from './AuthPage';

const server = setupMswServer();
// Sign-in asks `POST /auth/sso/start` first; the demo domain has no connection (404: the password).
beforeEach(() => server.use(...ssoHandlers.default));

/** Email first, then the password once the page knows the email has no single sign-on. */
async function typeCredentials(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(screen.getByLabelText('Email'), `${email}{Enter}`);
  await user.type(await screen.findByLabelText('Password'), password);
}

const routes = (
  <Routes>
    <Route path="/login" element={<AuthPage initialMode="login" />} />
    <Route path="/register" element={<AuthPage initialMode="register" />} />
    <Route path="/app" element={<p>dashboard</p>} />
    <Route path="/app/onboarding" element={<p>onboarding</p>} />
    <Route path="/admin" element={<p>admin</p>} />
  </Routes>
);

const answer = ({ user, organization, accessToken, refreshToken }: SessionFixture): AuthSessionResponse => ({
  user,
  organization,
  accessToken,
  refreshToken,
});
const path = () => screen.getByRole('status', { name: 'current path' }).textContent;

describe('AuthPage sign in', () => {
  it('opens the sign-in form on /login, submits with Enter, stores the session and goes to /app', async () => {
    let body: unknown;
    server.use(
      http.post('/api/auth/login', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(answer(sessionFixtures.admin));
      }),
    );
    const user = userEvent.setup();
    renderWithOkr(routes, { route: '/login' });
    expect(screen.getByRole('tab', { name: /Sign in/ })).toHaveAttribute('aria-selected', 'true');
    await typeCredentials(user, ' admin@demo.okr ', 'secret-password{Enter}');
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(body).toEqual({ email: 'admin@demo.okr', password: 'secret-password' });
    expect(localStorage.getItem('okr:auth-storage:access-token')).toBe(sessionFixtures.admin.accessToken);
    expect(JSON.parse(localStorage.getItem('auth-storage') ?? '{}').state.user.email).toBe('admin@demo.okr');
  });

  it("drops the previous user's cached data before storing the new session", async () => {
    server.use(http.post('/api/auth/login', () => HttpResponse.json(answer(sessionFixtures.editor))));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // Keyed by organization only: the next user in the same organization must never see it.
    const previous = queryKeys.userOrganizations(demoIds.organizations.acme);
    queryClient.setQueryData(previous, [{ id: demoIds.organizations.acme, name: 'Previous user' }]);
    const user = userEvent.setup();
    renderWithOkr(routes, { route: '/login', queryClient });
    await typeCredentials(user, 'editor@demo.okr', 'secret-password{Enter}');
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(queryClient.getQueryData(previous)).toBeUndefined();
  });

  it('sends a super administrator to /admin', async () => {
    server.use(http.post('/api/auth/login', () => HttpResponse.json(answer(sessionFixtures.superAdmin))));
    const user = userEvent.setup();
    renderWithOkr(routes, { route: '/login' });
    await typeCredentials(user, 'root@example.com', 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('admin')).toBeInTheDocument();
  });

  it('toasts the server message on failure', async () => {
    server.use(http.post('/api/auth/login', () => HttpResponse.json({ message: 'Invalid email or password', code: 'UNAUTHENTICATED' }, { status: 401 })));
    const user = userEvent.setup();
    renderWithOkr(routes, { route: '/login' });
    await typeCredentials(user, 'ada@example.com', 'wrong{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(path()).toBe('/login');
  });

  it("toasts 'Error al iniciar sesión' on the API's real 500 answer", async () => {
    server.use(http.post('/api/auth/login', internalError));
    const user = userEvent.setup();
    renderWithOkr(routes, { route: '/login' });
    await typeCredentials(user, 'ada@example.com', 'whatever{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al iniciar sesión');
    expect(screen.queryByText('Internal server error')).toBeNull();
  });
});

describe('AuthPage register', () => {
  it('opens the register form on /register and splits the full name', async () => {
    let body: unknown;
    server.use(
      http.post('/api/auth/register', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(answer(sessionFixtures.needsOnboarding), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithOkr(routes, { route: '/register' });
    expect(screen.getByRole('tab', { name: /Create account/ })).toHaveAttribute('aria-selected', 'true');
    await user.type(screen.getByLabelText('Full name'), 'Ada King Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('onboarding')).toBeInTheDocument();
    expect(body).toEqual({ firstName: 'Ada', lastName: 'King Lovelace', email: 'ada@example.com', password: 'long-enough' });
  });

  it("drops the previous user's cached data on register too", async () => {
    server.use(http.post('/api/auth/register', () => HttpResponse.json(answer(sessionFixtures.needsOnboarding), { status: 201 })));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const previous = queryKeys.roles(demoIds.organizations.acme);
    queryClient.setQueryData(previous, []);
    const user = userEvent.setup();
    renderWithOkr(routes, { route: '/register', queryClient });
    await user.type(screen.getByLabelText('Full name'), 'Nora Newcomer');
    await user.type(screen.getByLabelText('Email'), 'nora@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough{Enter}');
    expect(await screen.findByText('onboarding')).toBeInTheDocument();
    expect(queryClient.getQueryData(previous)).toBeUndefined();
  });

  it('shows client-side messages and keeps what was typed', async () => {
    let called = false;
    server.use(
      http.post('/api/auth/register', () => {
        called = true;
        return HttpResponse.json({});
      }),
    );
    const user = userEvent.setup();
    renderWithOkr(routes, { route: '/register' });
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short{Enter}');
    expect(screen.getByText('Enter your full name')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('not-an-email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(called).toBe(false);
  });

  it("toasts the server message, else 'Error al registrarse'", async () => {
    server.use(http.post('/api/auth/register', () => HttpResponse.json({ message: 'Email already registered', code: 'CONFLICT' }, { status: 409 })));
    const user = userEvent.setup();
    renderWithOkr(routes, { route: '/register' });
    await user.type(screen.getByLabelText('Full name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Email already registered');

    server.use(http.post('/api/auth/register', internalError));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent('Error al registrarse'));
    expect(screen.queryByText('Internal server error')).toBeNull();
  });

  it('disables submit while the request is pending', async () => {
    server.use(http.post('/api/auth/register', () => new Promise<never>(() => {})));
    const user = userEvent.setup();
    renderWithOkr(routes, { route: '/register' });
    await user.type(screen.getByLabelText('Full name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough{Enter}');
    expect(await screen.findByRole('button', { name: /Creating account/ })).toBeDisabled();
  });
});

describe('AuthPage tabs', () => {
  it('keeps what was typed in each form when switching between the tabs', async () => {
    const user = userEvent.setup();
    renderWithOkr(routes, { route: '/login' });
    await typeCredentials(user, 'ada@example.com', 'secret');

    await user.click(screen.getByRole('tab', { name: /Create account/ }));
    expect(screen.getByLabelText('Email')).toHaveValue('');
    await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');

    await user.click(screen.getByRole('tab', { name: /Sign in/ }));
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('secret');

    await user.click(screen.getByRole('tab', { name: /Create account/ }));
    expect(screen.getByLabelText('Full name')).toHaveValue('Ada Lovelace');
  });
});

describe('AuthPage forgot password', () => {
  it('links the sign-in form to the request page, through the router', async () => {
    const user = userEvent.setup();
    renderWithOkr(
      <Routes>
        <Route path="/login" element={<AuthPage initialMode="login" />} />
        <Route path="/forgot-password" element={<p>request page</p>} />
      </Routes>,
      { route: '/login' },
    );
    await user.type(screen.getByLabelText('Email'), 'ada@example.com{Enter}');
    await screen.findByLabelText('Password');
    const link = screen.getByRole('link', { name: 'Forgot password?' });
    expect(link).toHaveAttribute('href', '/forgot-password');
    await user.click(link);
    expect(await screen.findByText('request page')).toBeInTheDocument();
  });

  it('leaves the link out with forgotPasswordPath={null}, and follows a host path', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithOkr(<AuthPage initialMode="login" forgotPasswordPath={null} />, { route: '/login' });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com{Enter}');
    await screen.findByLabelText('Password');
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).toBeNull();
    unmount();
    renderWithOkr(<AuthPage initialMode="login" forgotPasswordPath="/account/recover" />, { route: '/login' });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com{Enter}');
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/account/recover');
  });
});
