import type { Locale } from '@okr/core';

export type Lang = Locale;
export const LANGS: readonly Lang[] = ['en', 'es'];
export const DEFAULT_LANG: Lang = 'en';
/** localStorage key of the chosen language (our `okr:` prefix; the host's sign-in page reads it too). */
export const LANG_STORAGE_KEY = 'okr:locale';
/** The same choice as a first-party cookie, so the server can send the prerendered page in it. */
export const LANG_COOKIE = 'okr-locale';

export function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'es';
}

/** The `?lang=` of a query string, when it names a language we have. */
export function langFromSearch(search: string): Lang | null {
  const value = new URLSearchParams(search).get('lang');
  return isLang(value) ? value : null;
}

/** A public page's address in a language: English pages keep clean URLs, Spanish ones say so. */
export function hrefFor(path: string, lang: Lang): string {
  const [pathname, hash] = path.split('#');
  return `${pathname}${lang === DEFAULT_LANG ? '' : `?lang=${lang}`}${hash ? `#${hash}` : ''}`;
}

/** The switch's target: always explicit, so it wins over a remembered choice on the server. */
export function switchHrefFor(path: string, lang: Lang): string {
  return `${path}?lang=${lang}`;
}

export function readStoredLang(): Lang | null {
  try {
    const value = globalThis.localStorage?.getItem(LANG_STORAGE_KEY);
    return isLang(value) ? value : null;
  } catch {
    return null;
  }
}

/** Remembers the choice in this browser: localStorage for the app, a cookie for the server. */
export function persistLang(lang: Lang): void {
  try {
    globalThis.localStorage?.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Private mode or storage disabled: the ?lang= links still work.
  }
  if (typeof document !== 'undefined') {
    document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
  }
}

/** In a browser: `?lang=` first, then the remembered choice, then English. */
export function detectLang(search: string): Lang {
  return langFromSearch(search) ?? readStoredLang() ?? DEFAULT_LANG;
}
