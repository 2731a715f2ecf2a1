import { field, forgot, reset, sso, validation } from '../../../locales/en.json';
import { authCatalogsOf } from '../authCatalogsOf';

/** The forgot- and reset-password pages' strings. */
export const passwordResetCatalogs = /* @__PURE__ */ authCatalogsOf({ field, forgot, reset, sso, validation });
