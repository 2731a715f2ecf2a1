import { OkrNavigateProvider } from '@okr/core';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import type { ReactNode } from 'react';

export interface StoryRouterProps {
  /** The URL the story starts at (`parameters.route`). */
  route: string;
  /** The route pattern that renders the story (`parameters.routePath`), e.g. `/app/objectives/:id`. */
  routePath: string;
  children: ReactNode;
}

/** Where the story went when it left its route: a visible marker a play function can assert. */
function NavigatedTo() {
  const { pathname, search } = useLocation();
  return <p data-testid="story-navigated-to">Navigated to {pathname + search}</p>;
}

/** Our components navigate through the provider; in a story, through the memory router. */
function RouterNavigate({ children }: { children: ReactNode }) {
  return <OkrNavigateProvider navigate={useNavigate()}>{children}</OkrNavigateProvider>;
}

/**
 * The story renders while the location matches its route; any navigation away replaces it with
 * the marker, so a guard's redirect cannot loop and a play test can check where it went.
 */
export function StoryRouter({ route, routePath, children }: StoryRouterProps) {
  return (
    <MemoryRouter initialEntries={[route]}>
      <RouterNavigate>
        <Routes>
          <Route path={routePath} element={children} />
          <Route path="*" element={<NavigatedTo />} />
        </Routes>
      </RouterNavigate>
    </MemoryRouter>
  );
}
