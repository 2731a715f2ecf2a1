import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { OkrProvider } from '@okr/core';
import type { SessionState } from '@okr/core';

/** Radix Select and Tooltip rely on pointer capture, scrolling and ResizeObserver, which jsdom lacks. */
export function polyfillJsdom() {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
}

/** Renders a panel inside the real provider (its own query client, no retries), as a partner would. */
export function renderPanel(ui: ReactNode, { session, queryClient }: { session?: Partial<SessionState>; queryClient?: QueryClient } = {}) {
  const client = queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <OkrProvider apiBaseUrl="/api" initialSession={session} queryClient={client} persistence="memory">
      {ui}
    </OkrProvider>,
  );
  return { ...result, queryClient: client };
}
