import { addUser, common, members } from '../../../locales/en.json';
import { settingsCatalogsOf } from './settingsCatalogsOf';

/** The members list and the add-user dialog. */
export const membersCatalogs = /* @__PURE__ */ settingsCatalogsOf({ addUser, common, members });
