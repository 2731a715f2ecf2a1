import { useContext, useEffect, useMemo, useState } from 'react';
import { translatorOver } from './createTranslator';
import type { Catalogs, Translate } from './createTranslator';
import { I18nContext } from './I18nContext';
import { catalogFor, loadCatalog } from './loadCatalog';

/**
 * `const t = useTranslation(catalogs)` with the package's own catalogs. A language loaded on demand
 * shows English for the moment its chunk takes to arrive, then re-renders in that language.
 */
export function useTranslation<K extends string>(catalogs: Catalogs<K>): Translate<K> {
  const { locale, messages } = useContext(I18nContext);
  const [, setArrived] = useState(0);
  const strings = catalogFor(catalogs, locale);
  useEffect(() => {
    if (strings !== undefined) return;
    let live = true;
    void loadCatalog(catalogs, locale).then(() => {
      if (live && catalogFor(catalogs, locale) !== undefined) setArrived((count) => count + 1);
    });
    return () => {
      live = false;
    };
  }, [catalogs, locale, strings]);
  return useMemo(() => translatorOver(catalogs.en, strings ?? {}, messages), [catalogs.en, strings, messages]);
}

/** The active locale, for formatting dates and numbers. */
export function useLocale() {
  return useContext(I18nContext).locale;
}
