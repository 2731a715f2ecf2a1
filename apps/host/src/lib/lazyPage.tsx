import { Suspense, lazy } from 'react';
import type { ComponentType } from 'react';
import { LoadingState } from '@okr/core';

/**
 * A page that comes in its own chunk the first time it renders, so the entry holds only the
 * provider, the router and the guards. Until it arrives, LoadingState announces it (role=status).
 * `load` picks the page out of a dynamic import; pages that share one import load together.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyPage(props: P) {
    return (
      <Suspense fallback={<LoadingState />}>
        <Page {...props} />
      </Suspense>
    );
  };
}

/**
 * The element of a lazy page, written where a route uses it (`element: lazyElement(() => …)`).
 * Addresses that show the same page share one element, so moving between them keeps it mounted.
 */
export function lazyElement(load: () => Promise<ComponentType>) {
  const Page = lazyPage(load);
  return <Page />;
}
