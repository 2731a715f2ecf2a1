import en from '../../locales/en.json';
import type { Catalogs } from '@okr/core';

export type GoalsMessageKey = keyof typeof en;
export const goalsCatalogs: Catalogs<GoalsMessageKey> = {
  en,
  // Loaded on demand: a page in English never ships the Spanish strings.
  es: () => import('../../locales/es.json'),
};
