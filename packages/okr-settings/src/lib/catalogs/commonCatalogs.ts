import { common } from '../../../locales/en.json';
import { settingsCatalogsOf } from './settingsCatalogsOf';

/** Words every panel shares: Cancel, Done, Try again, Copy. */
export const commonCatalogs = /* @__PURE__ */ settingsCatalogsOf({ common });
