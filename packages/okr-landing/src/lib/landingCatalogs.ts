import en from '../../locales/en.json';
import es from '../../locales/es.json';
import type { Catalogs } from '@okr/core';

export type LandingKey = keyof typeof en;
export const landingCatalogs: Catalogs<LandingKey> = { en, es };
