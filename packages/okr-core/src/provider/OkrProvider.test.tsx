import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { useEffect, useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useApiClient } from '../http/ApiClientContext';
import type { ApiClient } from '../http/createApiClient';
import { getErrorMessage } from '../http/getErrorMessage';
import { coreCatalogs } from '../i18n/coreCatalogs';
import { useTranslation } from '../i18n/useTranslation';
import { useSessionStore } from '../session/SessionContext';
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

  it('translates its own strings and lets messages override them', () => {
    render(
      <OkrProvider apiBaseUrl="/api" locale="es" messages={{ 'core.error.retry': 'Otra vez' }}>
        <LoadingState />
      </OkrProvider>,
    );
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
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
});
