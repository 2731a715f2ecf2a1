import { common, directory } from '../../../locales/en.json';
import { settingsCatalogsOf } from './settingsCatalogsOf';

/** The directory sync (SCIM) panel. */
export const directoryCatalogs = /* @__PURE__ */ settingsCatalogsOf({ common, directory });
