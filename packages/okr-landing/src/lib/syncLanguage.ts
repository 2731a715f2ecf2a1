import { langFromSearch, persistLang, readStoredLang } from './lang';

/**
 * Keeps the language choice: a `?lang=` link (the switch's) is remembered; a page opened without
 * one, in a browser that chose the other language but lost its cookie, is reopened in that
 * language. Returns false when it navigates away.
 */
export function syncLanguage(): boolean {
  const fromUrl = langFromSearch(location.search);
  if (fromUrl) {
    persistLang(fromUrl);
    return true;
  }
  const stored = readStoredLang();
  if (stored && stored !== document.documentElement.lang) {
    const url = new URL(location.href);
    url.searchParams.set('lang', stored);
    location.replace(url);
    return false;
  }
  return true;
}
