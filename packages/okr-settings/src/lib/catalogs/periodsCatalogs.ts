import { common, periods } from '../../../locales/en.json';
import { settingsCatalogsOf } from './settingsCatalogsOf';

/** The periods panel and its dialogs. */
export const periodsCatalogs = /* @__PURE__ */ settingsCatalogsOf({ common, periods });
