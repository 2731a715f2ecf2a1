import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { OkrProvider } from '../provider/OkrProvider';
import type { OkrProviderProps } from '../provider/OkrProvider';
import { OkrNavigateProvider } from '../provider/NavigateContext';
import type { SessionState } from '../session/sessionTypes';

/** Where the memory router is, for a test to assert a navigation (`getByLabelText('current path')`). */
export function LocationProbe() {
  const { pathname } = useLocation();
  return <output aria-label="current path">{pathname}</output>;
}

/** Our components navigate through the provider; here, through the memory router, as a host would. */
function RouterNavigate({ children }: { children: ReactNode }) {
  return <OkrNavigateProvider navigate={useNavigate()}>{children}</OkrNavigateProvider>;
}

export interface RenderWithOkrOptions {
  /** The memory router's first address (default `/`). */
  route?: string;
  session?: Partial<SessionState>;
  /** Default: a fresh client that does not retry queries. */
  queryClient?: QueryClient;
  /** Render inside a memory router that the provider navigates through (default true); false for a panel a partner embeds without one. */
  router?: boolean;
  /** Show the router's current path as `output[aria-label="current path"]` (default true, with a router). */
  locationProbe?: boolean;
  /** More props for `OkrProvider` (`navigate`, `persistence`, …). */
  providerProps?: Partial<Omit<OkrProviderProps, 'children' | 'queryClient' | 'initialSession'>>;
}

/** Renders inside the real provider (fresh store, cache and toasts) and a memory router, the way stories run. */
export function renderWithOkr(
  ui: ReactNode,
  { route = '/', session, queryClient, router = true, locationProbe = true, providerProps }: RenderWithOkrOptions = {},
): RenderResult & { queryClient: QueryClient } {
  const client = queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = router ? (
    <MemoryRouter initialEntries={[route]}>
      <RouterNavigate>
        {ui}
        {locationProbe ? <LocationProbe /> : null}
      </RouterNavigate>
    </MemoryRouter>
  ) : (
    ui
  );
  const result = render(
    <OkrProvider apiBaseUrl="/api" {...providerProps} initialSession={session} queryClient={client}>
      {tree}
    </OkrProvider>,
  );
  return { ...result, queryClient: client };
}
