// Entry point `@okr/core/headless`: what the packages' hooks need from the provider, with no view,
// no Radix, no CSS and no strings (issue 34). The `headless` entries of the other packages build on
// it, so a partner's bundle of them pulls in none of @okr/core's views. Needs an `OkrProvider` above.
export { useApiClient } from '../http/ApiClientContext';
export { ApiError, isApiError } from '../http/ApiError';
export { fieldErrorsOf } from '../http/fieldErrorsOf';
export { useSessionStore, useSessionStoreApi } from '../session/SessionContext';
export type { SessionStoreApi } from '../session/createSessionStore';
export { listQueryDefaults } from '../query/queryDefaults';
export { queryKeys } from '../query/queryKeys';
export type { OrgId } from '../query/queryKeys';
export { invalidateOrganizationCaches } from '../query/invalidateOrganizationCaches';
export { useLocale } from '../i18n/useTranslation';
export type { Locale } from '../i18n/createTranslator';
export type { ApiClient } from '../http/createApiClient';
export { panelStateOf } from '../ui/panelState';
export type { PanelState } from '../ui/panelState';
