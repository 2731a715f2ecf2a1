import { useContext, useMemo } from 'react';
import { createTranslator } from './createTranslator';
import type { Catalogs, Translate } from './createTranslator';
import { I18nContext } from './I18nContext';

/** `const t = useTranslation(catalogs)` with the package's own en/es catalogs. */
export function useTranslation<K extends string>(catalogs: Catalogs<K>): Translate<K> {
  const { locale, messages } = useContext(I18nContext);
  return useMemo(() => createTranslator(catalogs, { locale, messages }), [catalogs, locale, messages]);
}

/** The active locale, for formatting dates and numbers. */
export function useLocale() {
  return useContext(I18nContext).locale;
}
