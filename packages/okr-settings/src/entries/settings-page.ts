// Entry point `@okr/settings/settings-page`.
export { SettingsPage } from '../SettingsPage';
export type { SettingsPageProps } from '../SettingsPage';
export type { SettingsTab } from '../settings-page/SettingsPageLayout';
export { settingsTabs } from '../settings-page/SettingsPageLayout';
