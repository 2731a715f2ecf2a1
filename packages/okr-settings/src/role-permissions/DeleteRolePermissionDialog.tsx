import type { RolePermission } from '@okr/contract';
import { ConfirmDeleteDialog, getErrorMessage, useToast, useTranslation } from '@okr/core';
import { permissionsCatalogs } from '../lib/catalogs/permissionsCatalogs';
import type { PanelAction } from '../lib/panels/panelAction';

export interface DeleteRolePermissionDialogProps {
  /** The row to delete; the confirmation is open while it is set. */
  permission: RolePermission | null;
  onOpenChange: (open: boolean) => void;
  onDeleted?: (permission: RolePermission) => void;
  onCloseAutoFocus?: (event: Event) => void;
  /** The matrix hook's `remove`. */
  remove: PanelAction<RolePermission, RolePermission>;
}

/** Spec §2: 'Are you sure you want to delete this permission?' */
export function DeleteRolePermissionDialog({ permission, onOpenChange, onDeleted, onCloseAutoFocus, remove }: DeleteRolePermissionDialogProps) {
  const t = useTranslation(permissionsCatalogs);
  const toast = useToast();
  const confirm = () => {
    if (!permission || remove.isPending) return;
    remove.run(permission, {
      onSuccess: (deleted) => {
        toast.success(t('permissions.toast.deleted'));
        onDeleted?.(deleted);
        onOpenChange(false);
      },
      onError: (error) => {
        toast.error(getErrorMessage(error, t('permissions.error.delete')));
        onOpenChange(false);
      },
    });
  };
  return (
    <ConfirmDeleteDialog
      open={permission !== null}
      title={t('permissions.deleteDialog.title')}
      question={t('permissions.deleteDialog.confirm')}
      confirmLabel={t('permissions.action.delete')}
      cancelLabel={t('permissions.action.cancel')}
      pending={remove.isPending}
      onConfirm={confirm}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
