import en from '../../locales/en.json';
import { authCatalogsOf } from './authCatalogsOf';
import type { AuthKeysOf } from './authCatalogsOf';

/** Every string of the package (the root entry's export, for hosts that list or override them). The switcher uses its own `switcherCatalogs`. */
export const authCatalogs = /* @__PURE__ */ authCatalogsOf(en);
export type AuthMessageKey = AuthKeysOf<typeof en>;
