// Entry point `@okr/settings/sso-settings`.
export { SsoSettings } from '../sso/SsoSettings';
export type { SsoSettingsProps } from '../sso/SsoSettings';
export { SsoConnectionView } from '../sso/SsoConnectionView';
export type { SsoConnectionViewProps } from '../sso/SsoConnectionView';
export { useSsoConnection } from '../sso/useSsoConnection';
export type { SsoConnectionModel } from '../sso/useSsoConnection';
