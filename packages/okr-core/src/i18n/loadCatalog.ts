import type { CatalogLoader, Catalogs, Locale } from './Catalogs';

const loaded = new WeakMap<CatalogLoader<string>, Partial<Record<string, string>>>();
const pending = new WeakMap<CatalogLoader<string>, Promise<void>>();

/** The strings of `locale` when they are at hand: inline, or loaded already; else undefined. */
export function catalogFor<K extends string>(catalogs: Catalogs<K>, locale: Locale): Partial<Record<K, string>> | undefined {
  if (locale === 'en') return catalogs.en;
  const entry = catalogs[locale];
  return typeof entry === 'function' ? (loaded.get(entry) as Partial<Record<K, string>> | undefined) : entry;
}

/**
 * Loads the catalog of `locale` when it comes on demand, once per catalog however many components
 * ask; resolves when its strings are at hand (at once when they already are). A failed load keeps
 * English on screen, is reported once, and is tried again by the next caller.
 */
export function loadCatalog<K extends string>(catalogs: Catalogs<K>, locale: Locale): Promise<void> {
  const entry = locale === 'en' ? undefined : catalogs[locale];
  if (typeof entry !== 'function' || loaded.has(entry)) return Promise.resolve();
  const loader = entry as CatalogLoader<string>;
  let load = pending.get(loader);
  if (!load) {
    load = loader().then(
      (module) => {
        loaded.set(loader, module.default);
      },
      (error: unknown) => {
        pending.delete(loader);
        console.error(`[okr i18n] could not load the "${locale}" strings; showing English`, error);
      },
    );
    pending.set(loader, load);
  }
  return load;
}
