import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { StrictMode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@okr/core';
import { authHandlers, demoIds, sessionFixtures } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { renderWithOkr } from '@okr/core/testing';
import { SsoCompletePage } from './SsoCompletePage';

const server = setupMswServer();
const path = () => screen.getByRole('status', { name: 'current path' }).textContent;

function Probe() {
  const user = useSessionStore((s) => s.user);
  const token = useSessionStore((s) => s.accessToken);
  const { search } = useLocation();
  return (
    <>
      <output aria-label="session">{`${token ? 'token' : 'none'}:${user?.email ?? 'no user'}`}</output>
      <output aria-label="search">{search}</output>
    </>
  );
}

function renderComplete(route = '/sso/complete', session?: typeof sessionFixtures.admin) {
  return renderWithOkr(
    <StrictMode>
      <Routes>
        <Route path="/sso/complete" element={<SsoCompletePage />} />
        <Route path="*" element={<Probe />} />
      </Routes>
    </StrictMode>,
    { route, session },
  );
}

describe('SsoCompletePage', () => {
  it('trades the cookie for tokens once (no token in the body), drops the old session and opens the app', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/auth/refresh', async ({ request }) => {
        bodies.push(await request.json());
        const { accessToken, refreshToken } = sessionFixtures.viewer;
        return HttpResponse.json({ accessToken, refreshToken });
      }),
      ...authHandlers.default,
    );
    renderComplete('/sso/complete', sessionFixtures.admin);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Finishing single sign-on…');
    await waitFor(() => expect(path()).toBe('/app'));
    expect(bodies).toEqual([{}]);
    // The previous person's user is gone; the app's guard loads the new one from the token.
    expect(screen.getByRole('status', { name: 'session' })).toHaveTextContent('token:no user');
    expect(screen.getByRole('status', { name: 'search' })).toHaveTextContent('');
  });

  it('passes the organization named in the address on to the app', async () => {
    const { accessToken, refreshToken } = sessionFixtures.viewer;
    server.use(http.post('/api/auth/refresh', () => HttpResponse.json({ accessToken, refreshToken })));
    // The page reads the browser's address (react-router is optional for this entry).
    window.history.replaceState(null, '', `/sso/complete?org=${demoIds.organizations.acme}`);
    renderComplete(`/sso/complete?org=${demoIds.organizations.acme}`);
    await waitFor(() => expect(path()).toBe('/app'));
    window.history.replaceState(null, '', '/');
    expect(screen.getByRole('status', { name: 'search' })).toHaveTextContent(`?org=${demoIds.organizations.acme}`);
  });

  it('goes back to sign in with sso_error=complete when the cookie is refused', async () => {
    server.use(http.post('/api/auth/refresh', () => HttpResponse.json({ message: 'Invalid or expired refresh token', code: 'UNAUTHENTICATED' }, { status: 401 })));
    renderComplete();
    await waitFor(() => expect(path()).toBe('/login'));
    expect(screen.getByRole('status', { name: 'search' })).toHaveTextContent('?sso_error=complete');
    expect(screen.getByRole('status', { name: 'session' })).toHaveTextContent('none:no user');
  });

  it('in a Test sign-in window: proves the session, ends it, and leaves the stored session alone', async () => {
    const ended: unknown[] = [];
    const { accessToken, refreshToken } = sessionFixtures.viewer;
    server.use(
      http.post('/api/auth/refresh', () => HttpResponse.json({ accessToken, refreshToken })),
      http.post('/api/auth/logout', async ({ request }) => {
        ended.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    sessionStorage.setItem('okr:sso-test-window', '1');
    renderWithOkr(
      <StrictMode>
        <SsoCompletePage />
        <Probe />
      </StrictMode>,
      { route: '/sso/complete', session: sessionFixtures.admin },
    );
    expect(await screen.findByRole('heading', { name: 'Single sign-on works' })).toBeInTheDocument();
    expect(ended).toEqual([{ refreshToken }]);
    expect(path()).toBe('/sso/complete');
    expect(screen.getByRole('status', { name: 'session' })).toHaveTextContent(`token:${sessionFixtures.admin.user.email}`);
    expect(sessionStorage.getItem('okr:sso-test-window')).toBeNull();
  });
});
