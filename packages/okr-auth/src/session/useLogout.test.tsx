import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { queryKeys, useSessionStore } from '@okr/core';
import { demoIds, sessionFixtures } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { renderWithOkr } from '@okr/core/testing';
import { useLogout } from '../lib/useLogout';
import { useRefreshSession } from './useRefreshSession';

const server = setupMswServer();

function Controls() {
  const logout = useLogout();
  const refresh = useRefreshSession();
  const signedIn = useSessionStore((s) => s.isAuthenticated);
  const token = useSessionStore((s) => s.accessToken);
  return (
    <>
      <p>{signedIn ? `signed in ${token}` : 'signed out'}</p>
      <button onClick={() => void logout()}>Sign out</button>
      <button onClick={() => refresh().catch((e: Error) => alert(e.message))}>Refresh</button>
    </>
  );
}

const session = sessionFixtures.admin;

describe('useLogout', () => {
  it('clears the session and the query cache even when the server call fails', async () => {
    server.use(http.post('/api/auth/logout', () => HttpResponse.error()));
    const { queryClient } = renderWithOkr(<Controls />, { session });
    queryClient.setQueryData(queryKeys.roles(demoIds.organizations.acme), []);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('useRefreshSession', () => {
  it('stores the rotated tokens', async () => {
    server.use(http.post('/api/auth/refresh', () => HttpResponse.json({ accessToken: 'a2', refreshToken: 'r2' })));
    renderWithOkr(<Controls />, { session });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('signed in a2')).toBeInTheDocument();
  });

  it('logs out with "Session expired. Please login again." when refresh fails', async () => {
    const messages: string[] = [];
    window.alert = (message?: unknown) => void messages.push(String(message));
    server.use(http.post('/api/auth/refresh', () => HttpResponse.json({ message: 'revoked', code: 'UNAUTHENTICATED' }, { status: 401 })));
    renderWithOkr(<Controls />, { session });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    await waitFor(() => expect(messages).toEqual(['Session expired. Please login again.']));
  });
});
