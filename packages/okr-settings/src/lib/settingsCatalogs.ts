import en from '../../locales/en.json';
import { settingsCatalogsOf } from './catalogs/settingsCatalogsOf';
import type { KeysOf } from './catalogs/settingsCatalogsOf';

/** Every string of the package (the root entry's export, for hosts that list or override them). Panels use their own catalogs in `./catalogs`. */
export const settingsCatalogs = /* @__PURE__ */ settingsCatalogsOf(en);
export type SettingsMessageKey = KeysOf<typeof en>;
