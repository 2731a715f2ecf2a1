import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { permissionDomains } from '@okr/contract';
import type { EffectivePermissions } from '@okr/contract';
import { OkrNavigateProvider, OkrProvider } from '@okr/core';
import type { SessionState } from '@okr/core';
import { sessionFixtures } from '@okr/mocks';

// Radix (dialogs' scroll areas) measures with ResizeObserver, which jsdom lacks.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const flags = (c: boolean, r: boolean, u: boolean, d: boolean) => ({ canCreate: c, canRead: r, canUpdate: u, canDelete: d });
const okrDomains = new Set(['objectives', 'key_results', 'initiatives']);

/** The default rows of api-contract.md "Authorization": Editor changes the OKR domains, Viewer only reads. */
export const rolePermissions = {
  editor: Object.fromEntries(
    permissionDomains.map((d) => [d, okrDomains.has(d) ? flags(true, true, true, true) : flags(false, d !== 'settings', false, false)]),
  ) as EffectivePermissions,
  viewer: Object.fromEntries(permissionDomains.map((d) => [d, flags(false, d !== 'settings', false, false)])) as EffectivePermissions,
};

export const sessions = {
  editor: { ...sessionFixtures.editor, permissions: rolePermissions.editor } satisfies Partial<SessionState>,
  viewer: { ...sessionFixtures.viewer, permissions: rolePermissions.viewer } satisfies Partial<SessionState>,
};

function RouterNavigate({ children }: { children: ReactNode }) {
  return <OkrNavigateProvider navigate={useNavigate()}>{children}</OkrNavigateProvider>;
}

/** Renders inside the real provider and a memory router, the way stories run. */
export function renderGoals(ui: ReactNode, { session = sessions.editor, route = '/' }: { session?: Partial<SessionState>; route?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <OkrProvider apiBaseUrl="/api" initialSession={session} queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <RouterNavigate>{ui}</RouterNavigate>
      </MemoryRouter>
    </OkrProvider>,
  );
  return { ...result, queryClient };
}
