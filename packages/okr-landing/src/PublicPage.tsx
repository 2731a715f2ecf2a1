import { AboutPage } from './about/AboutPage';
import { BlogIndexPage } from './blog/BlogIndexPage';
import { BlogPostPage } from './blog/BlogPostPage';
import { ContactPage } from './contact/ContactPage';
import { HelpCenterPage } from './help/HelpCenterPage';
import { HomePage } from './home/HomePage';
import { LandingI18nProvider } from './lib/LandingI18n';
import type { Lang } from './lib/lang';
import { PublicLayout } from './layout/PublicLayout';
import { LegalPage } from './legal/LegalPage';
import { NotFoundPage } from './not-found/NotFoundPage';
import { resolvePublicPage } from './publicPages';

/** The class the public pages' stylesheet is scoped under. */
export const LANDING_ROOT_CLASS = 'okr-landing';

export interface PublicPageProps {
  /** The URL path: `/`, `/about`, `/blog/<slug>`, ... */
  path: string;
  lang: Lang;
  /** The copyright year (default: this year). */
  year?: number;
  apiBaseUrl?: string;
}

/**
 * A whole public page: header, the page for `path`, footer. No session, no storage, no router:
 * the same markup renders on a server (prerendering) and in the browser.
 */
export function PublicPage({ path, lang, year = new Date().getUTCFullYear(), apiBaseUrl }: PublicPageProps) {
  const page = resolvePublicPage(path);
  const content = (() => {
    switch (page.id) {
      case 'home':
        return <HomePage />;
      case 'about':
        return <AboutPage />;
      case 'privacy':
      case 'terms':
      case 'cookies':
        return <LegalPage page={page.id} />;
      case 'blog':
        return <BlogIndexPage />;
      case 'blogPost':
        return <BlogPostPage slug={page.slug ?? ''} />;
      case 'help':
        return <HelpCenterPage />;
      case 'contact':
        return <ContactPage apiBaseUrl={apiBaseUrl} />;
      default:
        return <NotFoundPage />;
    }
  })();
  return (
    <LandingI18nProvider lang={lang}>
      <div className={LANDING_ROOT_CLASS} lang={lang}>
        <PublicLayout path={path} year={year}>
          {content}
        </PublicLayout>
      </div>
    </LandingI18nProvider>
  );
}
