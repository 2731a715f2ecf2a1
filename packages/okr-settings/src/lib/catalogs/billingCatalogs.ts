import { billing } from '../../../locales/en.json';
import { settingsCatalogsOf } from './settingsCatalogsOf';

/** The Billing tab. */
export const billingCatalogs = settingsCatalogsOf({ billing });
