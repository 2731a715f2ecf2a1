import { Dialog } from '@radix-ui/themes';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { PermissionFlags, RolePermission, UpdateRolePermissionRequest } from '@okr/contract';
import { DialogActions, getErrorMessage, OKR_ROOT_CLASS, useToast, useTranslation } from '@okr/core';
import { permissionsCatalogs } from '../lib/catalogs/permissionsCatalogs';
import type { PanelAction } from '../lib/panels/panelAction';
import { permissionFlags } from './api';
import type { UpdateRolePermissionInput } from './api';
import { FlagFields } from './FlagFields';

export interface EditRolePermissionDialogProps {
  /** The row to edit; the dialog is open while it is set. */
  permission: RolePermission | null;
  /** The name of the row's role, for the dialog's description. */
  roleName: string;
  /** The matrix hook's `update`. */
  update: PanelAction<UpdateRolePermissionInput, RolePermission>;
  onOpenChange: (open: boolean) => void;
  onUpdated?: (permission: RolePermission) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** 'Edit Permission' (spec §2): the four flags of one row; only the changed ones are sent. */
export function EditRolePermissionDialog(props: EditRolePermissionDialogProps) {
  const { permission, roleName, onOpenChange, onCloseAutoFocus } = props;
  const t = useTranslation(permissionsCatalogs);
  return (
    <Dialog.Root open={permission !== null} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="480px" className={OKR_ROOT_CLASS} onCloseAutoFocus={onCloseAutoFocus}>
        <Dialog.Title>{t('permissions.dialog.editTitle')}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          {permission ? t('permissions.dialog.editDescription', { domain: permission.domainName, role: roleName }) : null}
        </Dialog.Description>
        {permission ? (
          <EditPermissionForm key={permission.id} permission={permission} update={props.update} onUpdated={props.onUpdated} onDone={() => onOpenChange(false)} />
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

interface FormProps {
  permission: RolePermission;
  update: PanelAction<UpdateRolePermissionInput, RolePermission>;
  onUpdated?: (permission: RolePermission) => void;
  onDone: () => void;
}

function EditPermissionForm({ permission, update, onUpdated, onDone }: FormProps) {
  const t = useTranslation(permissionsCatalogs);
  const toast = useToast();
  const [flags, setFlags] = useState<PermissionFlags>(() => ({
    canCreate: permission.canCreate,
    canRead: permission.canRead,
    canUpdate: permission.canUpdate,
    canDelete: permission.canDelete,
  }));
  const changes: UpdateRolePermissionRequest = Object.fromEntries(
    permissionFlags.filter((flag) => flags[flag] !== permission[flag]).map((flag) => [flag, flags[flag]]),
  );
  const changed = Object.keys(changes).length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed || update.isPending) return;
    update.run(
      { row: permission, changes },
      {
        onSuccess: (stored) => {
          toast.success(t('permissions.toast.updated'));
          onUpdated?.(stored);
          onDone();
        },
        onError: (error) => toast.error(getErrorMessage(error, t('permissions.error.update'))),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <FlagFields value={flags} onChange={setFlags} />
      <DialogActions cancelLabel={t('permissions.action.cancel')} submitLabel={t('permissions.action.save')} disabled={!changed} pending={update.isPending} />
    </form>
  );
}
