import type { ReactNode } from 'react';
import { OkrProvider } from '@okr/core';
import { useHostLocale } from './hostLocale';

/** The product's one OkrProvider, in the language the person chose. */
export function HostProviders({ children }: { children: ReactNode }) {
  const locale = useHostLocale();
  return (
    <OkrProvider apiBaseUrl="/api" locale={locale} theme={{ accentColor: 'indigo', radius: 'medium' }}>
      {children}
    </OkrProvider>
  );
}
