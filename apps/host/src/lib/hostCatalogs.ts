import en from '../../locales/en.json';
import es from '../../locales/es.json';
import type { Catalogs } from '@okr/core';

export type HostMessageKey = keyof typeof en;
export const hostCatalogs: Catalogs<HostMessageKey> = { en, es };
