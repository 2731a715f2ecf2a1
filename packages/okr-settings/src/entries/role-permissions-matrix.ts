// Entry point `@okr/settings/role-permissions-matrix`.
export { RolePermissionsMatrix } from '../role-permissions/RolePermissionsMatrix';
export type { RolePermissionsMatrixProps } from '../role-permissions/RolePermissionsMatrix';
