import { useEffect } from 'react';
import { detectLang, langFromSearch, persistLang } from './lib/lang';
import { PublicPage } from './PublicPage';
import { pageMeta } from './publicPages';

export interface BrowserPublicPageProps {
  path: string;
  /** The query string (`?lang=es` picks Spanish). */
  search: string;
  apiBaseUrl?: string;
}

/**
 * A public page inside a single-page app (the host's router reached it without a page load):
 * picks the language, remembers a `?lang=` choice, and sets <html lang>, the title and description.
 */
export function BrowserPublicPage({ path, search, apiBaseUrl }: BrowserPublicPageProps) {
  const lang = detectLang(search);
  useEffect(() => {
    const chosen = langFromSearch(search);
    if (chosen) persistLang(chosen);
    const meta = pageMeta(path, lang);
    document.documentElement.lang = lang;
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [path, search, lang]);
  return <PublicPage path={path} lang={lang} apiBaseUrl={apiBaseUrl} />;
}
