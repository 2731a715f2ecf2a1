import { ssoComplete } from '../../../locales/en.json';
import { authCatalogsOf } from '../authCatalogsOf';

/** The SSO completion page's strings. */
export const ssoCompleteCatalogs = /* @__PURE__ */ authCatalogsOf({ ssoComplete });
