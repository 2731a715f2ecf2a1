// @okr/admin: the super-administrator area (`/admin`), every screen against the API's `/admin/**`.
export { AdminShell } from './shell/AdminShell';
export type { AdminShellProps, AdminSection } from './shell/AdminShell';
export { AdminOverview } from './overview/AdminOverview';
export { OrganizationsList } from './organizations/OrganizationsList';
export type { OrganizationsListProps } from './organizations/OrganizationsList';
export { OrganizationDetail } from './organizations/OrganizationDetail';
export type { OrganizationDetailProps } from './organizations/OrganizationDetail';
export { UsersList } from './users/UsersList';
export type { UsersListProps } from './users/UsersList';
export { UserDetail } from './users/UserDetail';
export type { UserDetailProps } from './users/UserDetail';
export { AuditLog } from './audit/AuditLog';
export { MessagesList } from './messages/MessagesList';
export { adminCatalogs } from './lib/adminCatalogs';
export { useIsSuperAdmin } from './lib/useIsSuperAdmin';
