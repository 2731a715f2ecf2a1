import type { ReactNode } from 'react';
import { OkrProvider } from '@okr/core';
import type { ApiError } from '@okr/core';
import { useHostLocale } from './hostLocale';

/** The product's one OkrProvider, in the language the person chose. */
export function HostProviders({ children, onForbidden }: { children: ReactNode; onForbidden?: (error: ApiError) => void }) {
  const locale = useHostLocale();
  return (
    <OkrProvider apiBaseUrl="/api" locale={locale} theme={{ accentColor: 'indigo', radius: 'medium' }} onForbidden={onForbidden}>
      {children}
    </OkrProvider>
  );
}
