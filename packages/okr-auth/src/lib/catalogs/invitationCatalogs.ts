import { field, invite, login, register, validation } from '../../../locales/en.json';
import { authCatalogsOf } from '../authCatalogsOf';

/** The invitation page's strings. */
export const invitationCatalogs = /* @__PURE__ */ authCatalogsOf({ field, invite, login, register, validation });
