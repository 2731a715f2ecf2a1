import { OkrProvider, createQueryClient } from '@okr/core';
import type { Locale, SessionState } from '@okr/core';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { action } from 'storybook/actions';

export interface StoryProvidersProps {
  session: Partial<SessionState> | undefined;
  locale: Locale;
  children: ReactNode;
}

// In a story a 401 must not navigate the iframe: it is logged to the Actions panel instead.
const onUnauthorized = action('onUnauthorized');

/** The real providers, as a host mounts them; fresh stores and cache for every story. */
export function StoryProviders({ session, locale, children }: StoryProvidersProps) {
  // Retries would only stretch Error stories; the product default is one retry (spec §9).
  const [queryClient] = useState(() =>
    createQueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  return (
    <OkrProvider
      apiBaseUrl="/api"
      queryClient={queryClient}
      locale={locale}
      // A seeded store lives in memory only; `{}` keeps signed-out stories away from localStorage too.
      initialSession={session ?? {}}
      onUnauthorized={onUnauthorized}
    >
      {children}
    </OkrProvider>
  );
}
