// Entry point `@okr/settings/role-permissions-matrix`.
export { RolePermissionsMatrix } from '../role-permissions/RolePermissionsMatrix';
export type { RolePermissionsMatrixProps } from '../role-permissions/RolePermissionsMatrix';
export type { PermissionChange } from '../role-permissions/RolePermissionsMatrix';
export { RolePermissionsView } from '../role-permissions/RolePermissionsView';
export type { CreatePermissionButtonProps, RolePermissionsViewProps, RolePermissionsViewSlots } from '../role-permissions/RolePermissionsView';
export { useRolePermissions } from '../role-permissions/useRolePermissions';
export type { RolePermissionsModel } from '../role-permissions/useRolePermissions';
