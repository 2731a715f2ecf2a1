import type { Catalogs, Locale } from './Catalogs';
import { catalogFor } from './loadCatalog';

// Declared in their own file so that loadCatalog reads them without importing this one back.
export type { CatalogLoader, Catalogs, Locale } from './Catalogs';

export const defaultLocale: Locale = 'en';

export type TranslationValues = Record<string, string | number>;
export type Translate<K extends string> = (key: K, values?: TranslationValues) => string;

export interface TranslatorOptions {
  locale?: Locale;
  /** Host overrides of any string by key; win over every catalog. */
  messages?: Record<string, string>;
}

const reported = new Set<string>();

function interpolate(text: string, values: TranslationValues | undefined): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  );
}

/**
 * Looks a key up in the override messages, then the active locale, then English, so a missing
 * translation never renders blank (nor while a catalog loaded on demand is on its way: see
 * `loadCatalog`). A key missing from English is a bug: reported in development.
 */
export function createTranslator<K extends string>(
  catalogs: Catalogs<K>,
  { locale = defaultLocale, messages }: TranslatorOptions = {},
): Translate<K> {
  return translatorOver(catalogs.en, catalogFor(catalogs, locale) ?? {}, messages);
}

/** The translator over English, the active language's strings at hand, and the host's overrides. */
export function translatorOver<K extends string>(
  english: Record<K, string>,
  active: Partial<Record<K, string>>,
  messages: Record<string, string> | undefined,
): Translate<K> {
  return (key, values) => {
    const text = messages?.[key] ?? active[key] ?? english[key];
    if (text === undefined) {
      if (import.meta.env?.DEV && !reported.has(key)) {
        reported.add(key);
        console.error(`[okr i18n] missing English string for key "${key}"`);
      }
      return key;
    }
    return interpolate(text, values);
  };
}
