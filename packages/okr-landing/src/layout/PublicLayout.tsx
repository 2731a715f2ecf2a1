import type { ReactNode } from 'react';
import { useLanding } from '../lib/LandingI18n';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export interface PublicLayoutProps {
  path: string;
  /** The copyright year; fixed by the caller so a prerendered page and its hydration agree. */
  year: number;
  children: ReactNode;
}

/** Skip link, header, the page's <main>, footer. */
export function PublicLayout({ path, year, children }: PublicLayoutProps) {
  const { t } = useLanding();
  return (
    <>
      <a className="okr-skip" href="#content">
        {t('nav.skip')}
      </a>
      <SiteHeader path={path} />
      <main id="content" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter year={year} />
    </>
  );
}
