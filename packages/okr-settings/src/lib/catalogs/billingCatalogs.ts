import { billing } from '../../../locales/en.json';
import { settingsCatalogsOf } from './settingsCatalogsOf';

/** The Billing tab. */
export const billingCatalogs = /* @__PURE__ */ settingsCatalogsOf({ billing });
