import type { Role } from '@okr/contract';
import { ConfirmDeleteDialog, getErrorMessage, useToast, useTranslation } from '@okr/core';
import { rolesCatalogs } from '../lib/catalogs/rolesCatalogs';
import type { PanelAction } from '../lib/panels/panelAction';

export interface DeleteRoleDialogProps {
  /** The role to delete; the confirmation is open while it is set. */
  role: Role | null;
  onOpenChange: (open: boolean) => void;
  onDeleted?: (role: Role) => void;
  onCloseAutoFocus?: (event: Event) => void;
  /** The roles hook's `remove`. */
  remove: PanelAction<Role, Role>;
}

/** Spec §2: 'Are you sure you want to delete this role?' */
export function DeleteRoleDialog({ role, onOpenChange, onDeleted, onCloseAutoFocus, remove }: DeleteRoleDialogProps) {
  const t = useTranslation(rolesCatalogs);
  const toast = useToast();
  const confirm = () => {
    if (!role || remove.isPending) return;
    remove.run(role, {
      onSuccess: (deleted) => {
        toast.success(t('roles.toast.deleted'));
        onDeleted?.(deleted);
        onOpenChange(false);
      },
      onError: (error) => {
        toast.error(getErrorMessage(error, t('roles.error.delete')));
        onOpenChange(false);
      },
    });
  };
  return (
    <ConfirmDeleteDialog
      open={role !== null}
      title={t('roles.deleteDialog.title')}
      question={t('roles.deleteDialog.confirm')}
      confirmLabel={t('roles.action.delete')}
      cancelLabel={t('roles.action.cancel')}
      pending={remove.isPending}
      onConfirm={confirm}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
