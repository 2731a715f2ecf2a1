import { useSyncExternalStore } from 'react';
import type { Locale } from '@okr/core';

const STORAGE_KEY = 'okr:locale';
const locales: readonly Locale[] = ['en', 'es'];
const listeners = new Set<() => void>();

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

function readStored(): Locale | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** `?lang=es` wins (a shared link), then the stored choice, then English (spec: default language). */
function initialLocale(): Locale {
  if (typeof window === 'undefined') return 'en';
  const fromQuery = new URLSearchParams(window.location.search).get('lang');
  if (isLocale(fromQuery)) {
    persist(fromQuery);
    return fromQuery;
  }
  return readStored() ?? 'en';
}

function persist(locale: Locale) {
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage may be unavailable (private mode, quota): the choice then lasts for this page only.
  }
}

let current: Locale | undefined;

function get(): Locale {
  current ??= initialLocale();
  return current;
}

function applyToDocument(locale: Locale) {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** Changes the interface language, remembers it and sets `<html lang>`. */
export function setHostLocale(locale: Locale) {
  current = locale;
  persist(locale);
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

export { locales as hostLocales };
