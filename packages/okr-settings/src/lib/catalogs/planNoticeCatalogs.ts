import { integrations } from '../../../locales/en.json';
import { settingsCatalogsOf } from './settingsCatalogsOf';

/** The Free plan's notice on the integrations. */
export const planNoticeCatalogs = /* @__PURE__ */ settingsCatalogsOf({ integrations });
