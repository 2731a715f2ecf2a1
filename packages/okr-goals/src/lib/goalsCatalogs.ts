import en from '../../locales/en.json';
import es from '../../locales/es.json';
import type { Catalogs } from '@okr/core';

export type GoalsMessageKey = keyof typeof en;
export const goalsCatalogs: Catalogs<GoalsMessageKey> = { en, es };
