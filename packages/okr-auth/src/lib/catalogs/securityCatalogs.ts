import { security } from '../../../locales/en.json';
import { authCatalogsOf } from '../authCatalogsOf';

/** The second factors' strings (authenticator app, recovery codes, passkeys). */
export const securityCatalogs = /* @__PURE__ */ authCatalogsOf({ security });
