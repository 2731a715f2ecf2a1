import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { createTranslator } from '@okr/core';
import type { Translate } from '@okr/core';
import { landingCatalogs } from './landingCatalogs';
import type { LandingKey } from './landingCatalogs';
import { DEFAULT_LANG } from './lang';
import type { Lang } from './lang';

interface LandingI18n {
  lang: Lang;
  t: Translate<LandingKey>;
}

const LandingI18nContext = /* @__PURE__ */ createContext<LandingI18n>({
  lang: DEFAULT_LANG,
  t: createTranslator(landingCatalogs),
});

/** The language of the public pages. No session, no storage: it renders the same on a server. */
export function LandingI18nProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  const value = useMemo(() => ({ lang, t: createTranslator(landingCatalogs, { locale: lang }) }), [lang]);
  return <LandingI18nContext.Provider value={value}>{children}</LandingI18nContext.Provider>;
}

export function useLanding(): LandingI18n {
  return useContext(LandingI18nContext);
}
