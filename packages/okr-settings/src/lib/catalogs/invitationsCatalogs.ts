import { common, invitations, roles } from '../../../locales/en.json';
import { settingsCatalogsOf } from './settingsCatalogsOf';

/** The invitations list. */
export const invitationsCatalogs = /* @__PURE__ */ settingsCatalogsOf({ common, invitations, roles });
