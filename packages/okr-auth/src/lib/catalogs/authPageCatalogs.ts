import { factor, field, login, page, register, sso, ssoError, validation } from '../../../locales/en.json';
import { authCatalogsOf } from '../authCatalogsOf';

/** The sign-in page's strings (the email, password, second-factor and SSO steps, registration). */
export const authPageCatalogs = /* @__PURE__ */ authCatalogsOf({ factor, field, login, page, register, sso, ssoError, validation });
