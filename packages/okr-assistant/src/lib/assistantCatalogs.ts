import en from '../../locales/en.json';
import es from '../../locales/es.json';
import type { Catalogs } from '@okr/core';

export type AssistantMessageKey = keyof typeof en;
export const assistantCatalogs: Catalogs<AssistantMessageKey> = { en, es };
