import { onboarding } from '../../../locales/en.json';
import { authCatalogsOf } from '../authCatalogsOf';

/** The onboarding page's strings. */
export const onboardingCatalogs = /* @__PURE__ */ authCatalogsOf({ onboarding });
