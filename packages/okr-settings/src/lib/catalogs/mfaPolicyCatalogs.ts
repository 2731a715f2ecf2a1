import { mfaPolicy } from '../../../locales/en.json';
import { settingsCatalogsOf } from './settingsCatalogsOf';

/** The organization's second-factor requirement. */
export const mfaPolicyCatalogs = /* @__PURE__ */ settingsCatalogsOf({ mfaPolicy });
