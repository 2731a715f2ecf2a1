// Entry point `@okr/settings/roles-table`.
export { RolesTable } from '../roles/RolesTable';
export type { RolesTableProps } from '../roles/RolesTable';
