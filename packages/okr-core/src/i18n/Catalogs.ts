export type Locale = 'en' | 'es';

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
