import { account, sessions } from '../../../locales/en.json';
import { authCatalogsOf } from '../authCatalogsOf';

/** The sessions panel's strings. */
export const sessionsCatalogs = /* @__PURE__ */ authCatalogsOf({ account, sessions });
