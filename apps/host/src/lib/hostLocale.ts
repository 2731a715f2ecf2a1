import { useSyncExternalStore } from 'react';
import type { Locale } from '@okr/core';
import { detectLang, persistLang } from '@okr/landing';

const listeners = new Set<() => void>();
let current: Locale | undefined;

/**
 * The language chosen on the public pages (`?lang=` link, then the remembered choice, then
 * English) carries over to sign-in and the app; the user menu changes it everywhere.
 */
function get(): Locale {
  current ??= typeof window === 'undefined' ? 'en' : detectLang(window.location.search);
  return current;
}

function applyToDocument(locale: Locale) {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** Changes the interface language, remembers it (storage for the app, cookie for the server's pages) and sets `<html lang>`. */
export function setHostLocale(locale: Locale) {
  current = locale;
  persistLang(locale);
  applyToDocument(locale);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The host's interface language, shared by every page and handed to `OkrProvider`. */
export function useHostLocale(): Locale {
  const locale = useSyncExternalStore(subscribe, get, () => 'en' as Locale);
  applyToDocument(locale);
  return locale;
}
