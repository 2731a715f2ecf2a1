import en from '../../locales/en.json';
import es from '../../locales/es.json';
import type { Catalogs } from '@okr/core';

export type AuthMessageKey = keyof typeof en;
export const authCatalogs: Catalogs<AuthMessageKey> = { en, es };
