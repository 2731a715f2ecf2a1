import { apiKeys, common, permissions } from '../../../locales/en.json';
import { settingsCatalogsOf } from './settingsCatalogsOf';

/** The API keys panel and its permission grid. */
export const apiKeysCatalogs = settingsCatalogsOf({ apiKeys, common, permissions });
