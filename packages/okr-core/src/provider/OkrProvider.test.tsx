import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { useEffect, useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useApiClient } from '../http/ApiClientContext';
import type { ApiClient } from '../http/createApiClient';
import { getErrorMessage } from '../http/getErrorMessage';
import { coreCatalogs } from '../i18n/coreCatalogs';
import { useTranslation } from '../i18n/useTranslation';
import { useSessionStore } from '../session/SessionContext';
import { ErrorState } from '../ui/ErrorState';
import { LoadingState } from '../ui/LoadingState';
import { OkrProvider } from './OkrProvider';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function Probe({ path }: { path: string }) {
  const api = useApiClient();
  const [text, setText] = useState('pending');
  useEffect(() => {
    api.get<{ ok: boolean }>(path).then(
      () => setText('ok'),
      (error: unknown) => setText(getErrorMessage(error, 'failed')),
    );
  }, [api, path]);
  return <p>{text}</p>;
}

function Token() {
  return <p>token: {useSessionStore((s) => s.accessToken) ?? 'none'}</p>;
}

describe('OkrProvider', () => {
  it('scopes its Radix theme under .okr-root', () => {
    const { container } = render(
      <OkrProvider apiBaseUrl="/api">
        <LoadingState />
      </OkrProvider>,
    );
    expect(container.querySelector('.okr-root.radix-themes')).not.toBeNull();
    expect(screen.getByText('Loading…').closest('[data-state="loading"]')).not.toBeNull();
  });

  it('seeds the session from initialSession and sends its token', async () => {
    let auth: string | null = null;
    server.use(
      http.get('/api/echo', ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ ok: true });
      }),
    );
    render(
      <OkrProvider apiBaseUrl="/api" initialSession={{ accessToken: 'seed' }}>
        <Token />
        <Probe path="/echo" />
      </OkrProvider>,
    );
    expect(screen.getByText('token: seed')).toBeInTheDocument();
    await screen.findByText('ok');
    expect(auth).toBe('Bearer seed');
  });

  it('calls onUnauthorized on a 401 and the caller still sees the error', async () => {
    server.use(http.get('/api/me', () => HttpResponse.json({ message: 'Expired', code: 'UNAUTHENTICATED' }, { status: 401 })));
    const onUnauthorized = vi.fn();
    render(
      <OkrProvider apiBaseUrl="/api" onUnauthorized={onUnauthorized} queryClient={new QueryClient()}>
        <Probe path="/me" />
      </OkrProvider>,
    );
    await screen.findByText('Expired');
    await waitFor(() => expect(onUnauthorized).toHaveBeenCalledWith(expect.objectContaining({ status: 401 })));
  });

  it('hands a 403 to onForbidden with its code, and the caller still sees the refusal', async () => {
    server.use(
      http.get('/api/organizations/o1/goals', () =>
        HttpResponse.json({ message: 'Add a second factor', code: 'MFA_ENROLLMENT_REQUIRED' }, { status: 403 }),
      ),
    );
    const onForbidden = vi.fn();
    const onUnauthorized = vi.fn();
    render(
      <OkrProvider apiBaseUrl="/api" onForbidden={onForbidden} onUnauthorized={onUnauthorized} queryClient={new QueryClient()}>
        <Probe path="/organizations/o1/goals" />
      </OkrProvider>,
    );
    await screen.findByText('Add a second factor');
    expect(onForbidden).toHaveBeenCalledTimes(1);
    expect(onForbidden).toHaveBeenCalledWith(expect.objectContaining({ status: 403, code: 'MFA_ENROLLMENT_REQUIRED' }));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('translates its own strings (Spanish loaded on demand) and lets messages override them', async () => {
    render(
      <OkrProvider apiBaseUrl="/api" locale="es" messages={{ 'core.error.retry': 'Otra vez' }}>
        <LoadingState />
        <ErrorState onRetry={() => undefined} />
      </OkrProvider>,
    );
    expect(await screen.findByText('Cargando…')).toBeInTheDocument();
    // The override wins over the Spanish catalogue; keys it does not name keep their translation.
    expect(screen.getByRole('button', { name: 'Otra vez' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });

  it('keeps one API client when a host passes an equal inline messages object on every render', () => {
    const clients = new Set<ApiClient>();
    function ClientProbe() {
      clients.add(useApiClient());
      return <p>{useTranslation(coreCatalogs)('core.error.retry')}</p>;
    }
    const app = (retry: string) => (
      <OkrProvider apiBaseUrl="/api" messages={{ 'core.error.retry': retry }}>
        <ClientProbe />
      </OkrProvider>
    );
    const { rerender } = render(app('Otra vez'));
    rerender(app('Otra vez'));
    rerender(app('Otra vez'));
    expect(clients.size).toBe(1);
    expect(screen.getByText('Otra vez')).toBeInTheDocument();

    rerender(app('Una vez más'));
    expect(screen.getByText('Una vez más')).toBeInTheDocument();
  });

  describe('without onUnauthorized (the default 401 rule)', () => {
    const originalLocation = window.location;
    const assign = vi.fn();
    const at = (pathname: string) =>
      Object.defineProperty(window, 'location', { configurable: true, value: { ...originalLocation, pathname, assign } });
    beforeEach(() => {
      assign.mockClear();
      at('/app');
      server.use(
        http.post('/api/auth/refresh', () => HttpResponse.json({ message: 'Invalid', code: 'UNAUTHENTICATED' }, { status: 401 })),
      );
    });
    afterEach(() => {
      Object.defineProperty(window, 'location', { configurable: true, value: originalLocation });
      localStorage.clear();
    });

    it('removes the stored session and both tokens, goes to / and still rejects', async () => {
      const session = { accessToken: 'stored-access', refreshToken: 'stored-refresh', isAuthenticated: true };
      localStorage.setItem('auth-storage', JSON.stringify({ state: { ...session, user: null, organization: null }, version: 1 }));
      localStorage.setItem('okr:auth-storage:access-token', 'stored-access');
      localStorage.setItem('okr:auth-storage:refresh-token', 'stored-refresh');
      server.use(http.get('/api/me', () => HttpResponse.json({ message: 'Expired', code: 'UNAUTHENTICATED' }, { status: 401 })));
      render(
        <OkrProvider apiBaseUrl="/api" queryClient={new QueryClient()}>
          <Probe path="/me" />
        </OkrProvider>,
      );
      // The caller still sees the error.
      expect(await screen.findByText('Expired')).toBeInTheDocument();
      expect(assign).toHaveBeenCalledWith('/');
      expect(localStorage.getItem('auth-storage')).toBeNull();
      expect(localStorage.getItem('okr:auth-storage:access-token')).toBeNull();
      expect(localStorage.getItem('okr:auth-storage:refresh-token')).toBeNull();
    });

    it('on / itself forgets the session without navigating, so a signed-out page cannot loop', async () => {
      at('/');
      localStorage.setItem('okr:auth-storage:access-token', 'stored-access');
      server.use(http.get('/api/me', () => HttpResponse.json({ message: 'Expired', code: 'UNAUTHENTICATED' }, { status: 401 })));
      render(
        <OkrProvider apiBaseUrl="/api" queryClient={new QueryClient()}>
          <Probe path="/me" />
        </OkrProvider>,
      );
      expect(await screen.findByText('Expired')).toBeInTheDocument();
      expect(assign).not.toHaveBeenCalled();
      expect(localStorage.getItem('okr:auth-storage:access-token')).toBeNull();
    });
  });

  it('calls onUnauthorized once when several panels lose the session together', async () => {
    server.use(
      http.get('/api/a', () => HttpResponse.json({ message: 'Expired A', code: 'UNAUTHENTICATED' }, { status: 401 })),
      http.get('/api/b', () => HttpResponse.json({ message: 'Expired B', code: 'UNAUTHENTICATED' }, { status: 401 })),
    );
    const onUnauthorized = vi.fn();
    render(
      <OkrProvider apiBaseUrl="/api" queryClient={new QueryClient()} onUnauthorized={onUnauthorized}>
        <Probe path="/a" />
        <Probe path="/b" />
      </OkrProvider>,
    );
    expect(await screen.findByText('Expired A')).toBeInTheDocument();
    expect(await screen.findByText('Expired B')).toBeInTheDocument();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('never reads or sends a token it did not store (a host key named accessToken)', async () => {
    localStorage.setItem('accessToken', 'the-host-own-token');
    localStorage.setItem('refreshToken', 'the-host-own-refresh');
    const seen: (string | null)[] = [];
    server.use(
      http.get('/api/me', ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ message: 'Signed out', code: 'UNAUTHENTICATED' }, { status: 401 });
      }),
    );
    render(
      <OkrProvider apiBaseUrl="/api" queryClient={new QueryClient()} onUnauthorized={() => undefined}>
        <Probe path="/me" />
      </OkrProvider>,
    );
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(seen).toEqual([null]);
    expect(localStorage.getItem('accessToken')).toBe('the-host-own-token');
    expect(localStorage.getItem('auth-storage')).toBeNull();
  });

  it('keeps two providers with their own storage keys apart', () => {
    const session = {
      user: null,
      organization: null,
      accessToken: 'token-a',
      refreshToken: 'refresh-a',
      isAuthenticated: true,
    };
    localStorage.setItem('portal-a', JSON.stringify({ state: session, version: 1 }));
    function TokenOf() {
      return <span>{useSessionStore((state) => state.accessToken) ?? 'none'}</span>;
    }
    render(
      <>
        <OkrProvider apiBaseUrl="/api" storageKey="portal-a">
          <TokenOf />
        </OkrProvider>
        <OkrProvider apiBaseUrl="/api" storageKey="portal-b">
          <TokenOf />
        </OkrProvider>
      </>,
    );
    expect(screen.getByText('token-a')).toBeInTheDocument();
    expect(screen.getByText('none')).toBeInTheDocument();
    expect(localStorage.getItem('portal-b') ?? '').not.toContain('token-a');
    expect(localStorage.getItem('auth-storage')).toBeNull();
  });

  it('logs out and clears the query cache when a refresh fails', async () => {
    server.use(
      http.post('/api/auth/refresh', () => HttpResponse.json({ message: 'Invalid refresh token', code: 'UNAUTHENTICATED' }, { status: 401 })),
    );
    const queryClient = new QueryClient();
    queryClient.setQueryData(['org', 'o1', 'user-organizations'], [{ id: 'o1', name: 'Previous user' }]);
    function Refresher() {
      const api = useApiClient();
      const [text, setText] = useState('pending');
      useEffect(() => {
        api.refreshSession().then(
          () => setText('refreshed'),
          (error: unknown) => setText(error instanceof Error ? error.message : 'failed'),
        );
      }, [api]);
      return <p>{text}</p>;
    }
    render(
      <OkrProvider apiBaseUrl="/api" initialSession={{ accessToken: 'a', refreshToken: 'r', isAuthenticated: true }} queryClient={queryClient}>
        <Token />
        <Refresher />
      </OkrProvider>,
    );
    expect(await screen.findByText('Session expired. Please login again.')).toBeInTheDocument();
    expect(screen.getByText('token: none')).toBeInTheDocument();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
