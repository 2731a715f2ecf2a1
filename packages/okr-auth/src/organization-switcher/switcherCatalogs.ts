import { switcher } from '../../locales/en.json';
import { authCatalogsOf } from '../lib/authCatalogsOf';

/** Only the switcher's strings: the switcher with its provider is the embed partners weigh first. */
export const switcherCatalogs = /* @__PURE__ */ authCatalogsOf({ switcher });
