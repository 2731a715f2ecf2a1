import { account, field, validation } from '../../../locales/en.json';
import { authCatalogsOf } from '../authCatalogsOf';

/** My account's profile and password strings. */
export const accountCatalogs = /* @__PURE__ */ authCatalogsOf({ account, field, validation });
