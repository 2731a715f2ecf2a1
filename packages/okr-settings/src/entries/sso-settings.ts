// Entry point `@okr/settings/sso-settings`.
export { SsoSettings } from '../sso/SsoSettings';
export type { SsoSettingsProps } from '../sso/SsoSettings';
