// Account configuration (spec §2 "Settings page"): the whole page and each panel a partner embeds.
export { SettingsPage } from './SettingsPage';
export type { SettingsPageProps } from './SettingsPage';
export type { SettingsTab } from './settings-page/SettingsPageLayout';
export { GeneralSettings } from './general/GeneralSettings';
export type { GeneralSettingsProps } from './general/GeneralSettings';
export { BillingSettings } from './billing/BillingSettings';
export type { BillingSettingsProps } from './billing/BillingSettings';
export { MembersList } from './members/MembersList';
export type { MembersListProps, MembersListState } from './members/MembersList';
export { AddUserDialog } from './members/AddUserDialog';
export type { AddUserDialogProps } from './members/AddUserDialog';
export { RolesTable } from './roles/RolesTable';
export type { RolesTableProps } from './roles/RolesTable';
export { RolePermissionsMatrix } from './role-permissions/RolePermissionsMatrix';
export type { RolePermissionsMatrixProps } from './role-permissions/RolePermissionsMatrix';
export { settingsCatalogs } from './lib/settingsCatalogs';
export type { SettingsMessageKey } from './lib/settingsCatalogs';
