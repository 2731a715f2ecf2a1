import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { OkrProvider } from '@okr/core';
import type { SessionState } from '@okr/core';

/** Renders inside the real provider (fresh store, cache and toasts), the way stories run. */
export function renderWithSettings(ui: ReactNode, { session }: { session?: Partial<SessionState> } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const navigate = vi.fn();
  const result = render(
    <OkrProvider apiBaseUrl="/api" initialSession={session ?? {}} queryClient={queryClient} navigate={navigate}>
      {ui}
    </OkrProvider>,
  );
  return { ...result, queryClient, navigate };
}

/** Radix Select and Dialog rely on pointer capture, scrolling and ResizeObserver, which jsdom lacks. */
export function polyfillJsdomForRadix() {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
}
