// Entry point `@okr/settings/roles-table`.
export { RolesTable } from '../roles/RolesTable';
export type { RoleChange, RolesTableProps } from '../roles/RolesTable';
export { RolesView } from '../roles/RolesView';
export type { CreateRoleButtonProps, RolesViewProps, RolesViewSlots } from '../roles/RolesView';
export { useRoles } from '../roles/useRoles';
export type { RolesModel } from '../roles/useRoles';
