export type Locale = 'en' | 'es';
export const defaultLocale: Locale = 'en';

/** A package's catalogs: English is the source of keys, Spanish carries the same keys. */
export interface Catalogs<K extends string> {
  en: Record<K, string>;
  es: Partial<Record<K, string>>;
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
 * translation never renders blank. A key missing from English is a bug: reported in development.
 */
export function createTranslator<K extends string>(
  catalogs: Catalogs<K>,
  { locale = defaultLocale, messages }: TranslatorOptions = {},
): Translate<K> {
  const active: Partial<Record<K, string>> = locale === 'en' ? catalogs.en : catalogs[locale];
  return (key, values) => {
    const text = messages?.[key] ?? active[key] ?? catalogs.en[key];
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
