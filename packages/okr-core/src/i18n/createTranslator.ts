import { catalogFor } from './loadCatalog';

export type Locale = 'en' | 'es';
export const defaultLocale: Locale = 'en';

/** A catalog loaded on demand: `() => import('../locales/es.json')` (a bundler makes it its own chunk). */
export type CatalogLoader<K extends string> = () => Promise<{ default: Partial<Record<K, string>> }>;

/**
 * A package's catalogs: English is the source of keys and always in the bundle; another language
 * carries the same keys, inline or as a loader, so a partner showing English never ships Spanish.
 */
export interface Catalogs<K extends string> {
  en: Record<K, string>;
  es: Partial<Record<K, string>> | CatalogLoader<K>;
}

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
