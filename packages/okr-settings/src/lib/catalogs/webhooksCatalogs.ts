import { common, webhooks } from '../../../locales/en.json';
import { settingsCatalogsOf } from './settingsCatalogsOf';

/** The webhooks panel. */
export const webhooksCatalogs = /* @__PURE__ */ settingsCatalogsOf({ common, webhooks });
