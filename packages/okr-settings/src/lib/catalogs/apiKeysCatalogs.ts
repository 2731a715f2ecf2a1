import { apiKeys, common, permissions } from '../../../locales/en.json';
import { settingsCatalogsOf } from './settingsCatalogsOf';

/** The API keys panel and its permission grid. */
export const apiKeysCatalogs = /* @__PURE__ */ settingsCatalogsOf({ apiKeys, common, permissions });
