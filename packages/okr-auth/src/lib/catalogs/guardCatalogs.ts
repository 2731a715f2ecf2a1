import { guard } from '../../../locales/en.json';
import { authCatalogsOf } from '../authCatalogsOf';

/** The route guards' strings. */
export const guardCatalogs = /* @__PURE__ */ authCatalogsOf({ guard });
