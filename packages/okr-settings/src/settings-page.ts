// Entry point `@okr/settings/settings-page`.
export { SettingsPage } from './settings-page/SettingsPage';
export type { SettingsPageProps } from './settings-page/SettingsPage';
