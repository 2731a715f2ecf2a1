import { createContext } from 'react';
import { defaultLocale } from './createTranslator';
import type { Locale } from './createTranslator';

export interface I18nSettings {
  locale: Locale;
  messages: Record<string, string>;
}

/** Works without a provider too (English, no overrides): public pages need no session. */
export const I18nContext = /* @__PURE__ */ createContext<I18nSettings>({ locale: defaultLocale, messages: {} });
