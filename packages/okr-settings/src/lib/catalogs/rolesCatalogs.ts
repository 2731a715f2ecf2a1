import { common, roles } from '../../../locales/en.json';
import { settingsCatalogsOf } from './settingsCatalogsOf';

/** The roles table and its dialogs. */
export const rolesCatalogs = /* @__PURE__ */ settingsCatalogsOf({ common, roles });
