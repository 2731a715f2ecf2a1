import { settings } from '../../../locales/en.json';
import { settingsCatalogsOf } from './settingsCatalogsOf';

/** The settings page's own strings: title, tabs. */
export const settingsPageCatalogs = /* @__PURE__ */ settingsCatalogsOf({ settings });
