import { common, permissions } from '../../../locales/en.json';
import { settingsCatalogsOf } from './settingsCatalogsOf';

/** The role permissions matrix and its dialogs. */
export const permissionsCatalogs = /* @__PURE__ */ settingsCatalogsOf({ common, permissions });
