// Entry point `@okr/settings/add-user-dialog`.
export { AddUserDialog } from '../members/AddUserDialog';
export type { AddUserDialogProps } from '../members/AddUserDialog';
