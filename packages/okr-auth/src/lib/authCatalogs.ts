import en from '../../locales/en.json';
import type { Catalogs } from '@okr/core';

export type AuthMessageKey = keyof typeof en;
export const authCatalogs: Catalogs<AuthMessageKey> = {
  en,
  // Loaded on demand: a page in English never ships the Spanish strings.
  es: () => import('../../locales/es.json'),
};
