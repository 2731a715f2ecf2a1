import en from '../../locales/en.json';
import type { Catalogs } from '@okr/core';

export type AdminMessageKey = keyof typeof en;
export const adminCatalogs: Catalogs<AdminMessageKey> = {
  en,
  // Loaded on demand: a page in English never ships the Spanish strings.
  es: () => import('../../locales/es.json'),
};
