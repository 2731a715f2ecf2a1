import en from '../../locales/en.json';
import type { Catalogs } from './createTranslator';

export type CoreMessageKey = keyof typeof en;
export const coreCatalogs: Catalogs<CoreMessageKey> = { en, es: () => import('../../locales/es.json') };
