import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { OkrProvider } from '@okr/core';
import type { SessionState } from '@okr/core';

/** A panel's hook inside the real provider (fresh store and cache), as a partner's page calls it; nothing retries. */
export function renderSettingsHook<Result>(hook: () => Result, { session }: { session?: Partial<SessionState> } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <OkrProvider apiBaseUrl="/api" initialSession={session ?? {}} queryClient={queryClient}>
      {children}
    </OkrProvider>
  );
  return renderHook(hook, { wrapper });
}
