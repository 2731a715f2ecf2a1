import { confirmEmail, emailLink, unverified, verifyEmail } from '../../../locales/en.json';
import { authCatalogsOf } from '../authCatalogsOf';

/** The email-link pages' and the unverified-email banner's strings. */
export const emailLinkCatalogs = /* @__PURE__ */ authCatalogsOf({ confirmEmail, emailLink, unverified, verifyEmail });
