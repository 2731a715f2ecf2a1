import { common, permissions } from '../../../locales/en.json';
import { settingsCatalogsOf } from './settingsCatalogsOf';

/** The role permissions matrix and its dialogs. */
export const permissionsCatalogs = settingsCatalogsOf({ common, permissions });
