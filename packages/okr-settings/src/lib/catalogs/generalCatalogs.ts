import { general } from '../../../locales/en.json';
import { settingsCatalogsOf } from './settingsCatalogsOf';

/** The General tab. */
export const generalCatalogs = /* @__PURE__ */ settingsCatalogsOf({ general });
