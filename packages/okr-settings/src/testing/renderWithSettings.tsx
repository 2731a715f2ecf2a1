import { vi } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import type { SessionState } from '@okr/core';
import { renderWithOkr } from '@okr/core/testing';

/** A settings panel without a router: navigation is a spy the test reads, mutations do not retry. */
export function renderWithSettings(ui: ReactNode, { session }: { session?: Partial<SessionState> } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const navigate = vi.fn();
  return { ...renderWithOkr(ui, { session: session ?? {}, queryClient, router: false, providerProps: { navigate } }), navigate };
}
