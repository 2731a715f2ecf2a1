import en from '../../locales/en.json';
import es from '../../locales/es.json';
import type { Catalogs } from '@okr/core';

export type SettingsMessageKey = keyof typeof en;
export const settingsCatalogs: Catalogs<SettingsMessageKey> = { en, es };
