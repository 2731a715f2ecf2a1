import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { SessionState } from '@okr/core';
import { renderWithOkr } from '@okr/core/testing';

/** A panel as a partner embeds it: no router, the session kept in memory only. */
export function renderPanel(ui: ReactNode, { session, queryClient }: { session?: Partial<SessionState>; queryClient?: QueryClient } = {}) {
  return renderWithOkr(ui, { session, queryClient, router: false, providerProps: { persistence: 'memory' } });
}
