import { common, sso } from '../../../locales/en.json';
import { settingsCatalogsOf } from './settingsCatalogsOf';

/** The single sign-on panel. */
export const ssoCatalogs = /* @__PURE__ */ settingsCatalogsOf({ common, sso });
