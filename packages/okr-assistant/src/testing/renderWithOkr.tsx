import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { OkrNavigateProvider, OkrProvider } from '@okr/core';
import type { SessionState } from '@okr/core';

export function LocationProbe() {
  const { pathname } = useLocation();
  return <output aria-label="current path">{pathname}</output>;
}

/** Our components navigate through the provider; here, through the memory router, as a host would. */
function RouterNavigate({ children }: { children: ReactNode }) {
  return <OkrNavigateProvider navigate={useNavigate()}>{children}</OkrNavigateProvider>;
}

export interface RenderOptions {
  route?: string;
  session?: Partial<SessionState>;
  queryClient?: QueryClient;
}

/** Renders inside the real provider and a memory router, the way stories run. */
export function renderWithOkr(ui: ReactNode, { route = '/', session, queryClient }: RenderOptions = {}) {
  const client = queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <OkrProvider apiBaseUrl="/api" initialSession={session} queryClient={client}>
      <MemoryRouter initialEntries={[route]}>
        <RouterNavigate>
          {ui}
          <LocationProbe />
        </RouterNavigate>
      </MemoryRouter>
    </OkrProvider>,
  );
  return { ...result, queryClient: client };
}
