import en from '../../locales/en.json';
import es from '../../locales/es.json';
import type { Catalogs } from '@okr/core';

export type AdminMessageKey = keyof typeof en;
export const adminCatalogs: Catalogs<AdminMessageKey> = { en, es };
