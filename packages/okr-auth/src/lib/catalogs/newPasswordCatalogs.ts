import { field, validation } from '../../../locales/en.json';
import { authCatalogsOf } from '../authCatalogsOf';

/** The new-password field's strings (registration, reset, change of password). */
export const newPasswordCatalogs = /* @__PURE__ */ authCatalogsOf({ field, validation });
