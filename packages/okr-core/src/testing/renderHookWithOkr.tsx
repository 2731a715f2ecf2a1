import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { OkrProvider } from '../provider/OkrProvider';
import type { SessionState } from '../session/sessionTypes';

/**
 * A panel's hook inside the real provider (fresh store and cache, no router), as a partner's page
 * calls it from a `headless` entry; neither queries nor mutations retry.
 */
export function renderHookWithOkr<Result>(hook: () => Result, { session }: { session?: Partial<SessionState> } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <OkrProvider apiBaseUrl="/api" initialSession={session ?? {}} queryClient={queryClient}>
      {children}
    </OkrProvider>
  );
  return { ...renderHook(hook, { wrapper }), queryClient };
}
