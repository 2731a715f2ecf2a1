// Provider
export { OkrProvider } from './provider/OkrProvider';
export type { OkrProviderProps } from './provider/OkrProvider';
export { createDefaultUnauthorizedHandler } from './provider/defaultUnauthorizedHandler';
export type { DefaultUnauthorizedOptions } from './provider/defaultUnauthorizedHandler';
export { useOkrNavigate, OkrNavigateProvider } from './provider/NavigateContext';
export type { OkrNavigate, NavigateOptions } from './provider/NavigateContext';

// Session
export { createSessionStore } from './session/createSessionStore';
export type { SessionStoreApi, CreateSessionStoreOptions } from './session/createSessionStore';
export { migrateSession, SESSION_VERSION } from './session/migrateSession';
export { useSessionStore, useSessionStoreApi } from './session/SessionContext';
export type { SessionState, SessionActions, SessionStore, PersistedSession } from './session/sessionTypes';
export { SESSION_STORAGE_KEY, STORAGE_PREFIX, createTokenStorage, tokenKeysOf } from './lib/tokenStorage';
export type { TokenStorage, SessionPersistence } from './lib/tokenStorage';
export { OKR_ROOT_CLASS } from './lib/rootClass';

// Permissions
export { useCan } from './permissions/useCan';
export type { Can as CanFunction } from './permissions/useCan';
export { Can } from './permissions/Can';
export type { CanProps } from './permissions/Can';

// HTTP
export { ApiError, isApiError } from './http/ApiError';
export type { ApiErrorCode, ApiErrorInit } from './http/ApiError';
export { createApiClient } from './http/createApiClient';
export type { ApiClient, ApiClientSession, ApiClientMessages, CreateApiClientOptions } from './http/createApiClient';
export { useApiClient } from './http/ApiClientContext';
export { queryString } from './http/queryString';
export { getErrorMessage } from './http/getErrorMessage';
export { fieldErrorsOf } from './http/fieldErrorsOf';
export { readJwtExpiry, isExpiringSoon } from './http/jwtExpiry';
export type { RetryPolicy } from './http/refreshWithRetry';

// Queries
export { createQueryClient, retryOnce } from './query/createQueryClient';
export { listQueryDefaults, userSearchQueryDefaults, USER_SEARCH_MIN_LENGTH } from './query/queryDefaults';
export { queryKeys, organizationCacheNames, isOrganizationCacheKey } from './query/queryKeys';
export type { OrganizationCacheName, OrganizationQueryKey, OrgId } from './query/queryKeys';
export { invalidateOrganizationCaches } from './query/invalidateOrganizationCaches';
export { periodQueries } from './query/periodQueries';

// i18n
export { createTranslator, defaultLocale } from './i18n/createTranslator';
export type { Locale, Catalogs, CatalogLoader, Translate, TranslationValues, TranslatorOptions } from './i18n/createTranslator';
export { loadCatalog } from './i18n/loadCatalog';
export { useTranslation, useLocale } from './i18n/useTranslation';
export { I18nContext } from './i18n/I18nContext';
export type { I18nSettings } from './i18n/I18nContext';

// Toasts
export { Toaster } from './toast/Toaster';
export { useToast } from './toast/useToast';
export type { ToastApi } from './toast/useToast';
export { createToastStore, MAX_TOASTS } from './toast/toastStore';
export type { Toast, ToastTone, ToastState, ToastStoreApi } from './toast/toastStore';

// Shared UI: states and form parts
export { LoadingState } from './ui/LoadingState';
export { SkeletonRows } from './ui/SkeletonRows';
export type { SkeletonRowsProps } from './ui/SkeletonRows';
export type { LoadingStateProps } from './ui/LoadingState';
export { EmptyState } from './ui/EmptyState';
export type { EmptyStateProps } from './ui/EmptyState';
export { ErrorState } from './ui/ErrorState';
export type { ErrorStateProps } from './ui/ErrorState';
export { Initials, initialsOf } from './ui/Initials';
export type { InitialsProps } from './ui/Initials';
export { FormField } from './ui/FormField';
export type { FormFieldProps } from './ui/FormField';
export { useDebouncedValue } from './lib/useDebouncedValue';
export { TabStrip } from './ui/TabStrip';
export type { TabStripProps } from './ui/TabStrip';
export { ScrollTable } from './ui/ScrollTable';
export type { ScrollTableProps } from './ui/ScrollTable';
export { useScrollEdges } from './ui/useScrollEdges';
export { cx } from './ui/cx';
export { SelectField } from './ui/SelectField';
export type { SelectFieldProps } from './ui/SelectField';
export { TextAreaField } from './ui/TextAreaField';
export type { TextAreaFieldProps } from './ui/TextAreaField';
export { ConfirmDeleteDialog } from './ui/ConfirmDeleteDialog';
export type { ConfirmDeleteDialogProps } from './ui/ConfirmDeleteDialog';
export { DialogActions } from './ui/DialogActions';
export type { DialogActionsProps } from './ui/DialogActions';
export { PanelMessage, PanelRefusal } from './ui/PanelMessage';
export type { PanelMessageProps, PanelRefusalProps } from './ui/PanelMessage';
export { panelStateOf } from './ui/panelState';
export type { PanelState } from './ui/panelState';
export { usePanelState } from './ui/usePanelState';
