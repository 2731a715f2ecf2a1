import { common, invitations, roles } from '../../../locales/en.json';
import { settingsCatalogsOf } from './settingsCatalogsOf';

/** The invitations list. */
export const invitationsCatalogs = settingsCatalogsOf({ common, invitations, roles });
