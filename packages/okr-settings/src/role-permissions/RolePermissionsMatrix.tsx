import { useCallback, useRef, useState } from 'react';
import type { RolePermission } from '@okr/contract';
import { getErrorMessage, useToast, useTranslation } from '@okr/core';
import { permissionsCatalogs } from '../lib/catalogs/permissionsCatalogs';
import { isListedRole } from '../lib/roleQueries';
import { useReturnFocus } from '../lib/panels/useReturnFocus';
import type { PermissionFlag } from './api';
import { CreateRolePermissionDialog } from './CreateRolePermissionDialog';
import { DeleteRolePermissionDialog } from './DeleteRolePermissionDialog';
import { EditRolePermissionDialog } from './EditRolePermissionDialog';
import { RolePermissionsView } from './RolePermissionsView';
import type { RolePermissionsViewSlots } from './RolePermissionsView';
import { useRolePermissions } from './useRolePermissions';

/** What changed, after the server stored it (an optimistic toggle reports once the server agreed). */
export interface PermissionChange {
  type: 'created' | 'updated' | 'deleted';
  permission: RolePermission;
}

export interface RolePermissionsMatrixProps {
  /** Called after a permission row is created, updated (a switch or the dialog) or deleted. */
  onPermissionChanged?: (change: PermissionChange) => void;
  /** Replace the empty state or the create button and keep the rest. */
  slots?: RolePermissionsViewSlots;
  className?: string;
}

/** The Role Permissions tab (spec §2): the role × domain matrix whose switches save at once. */
export function RolePermissionsMatrix({ onPermissionChanged, slots, className }: RolePermissionsMatrixProps) {
  const t = useTranslation(permissionsCatalogs);
  const toast = useToast();
  const model = useRolePermissions();
  const [filter, setFilter] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<RolePermission | null>(null);
  const [deleting, setDeleting] = useState<RolePermission | null>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  const { remember, onCloseAutoFocus } = useReturnFocus(() => createButton.current);

  // A role filtered on and then deleted: back to all roles.
  const roleFilter = filter !== null && !model.roles.some((role) => role.id === filter) ? null : filter;
  const listedRoles = model.roles.filter(isListedRole);
  const roleName = (roleId: string) => model.roles.find((role) => role.id === roleId)?.name ?? t('permissions.unknownRole');

  // Stable while its answers' words are: a toggle re-renders only the row whose data changed.
  const { run: toggle } = model.toggle;
  const onToggle = useCallback(
    (row: RolePermission, flag: PermissionFlag, value: boolean) =>
      toggle(
        { row, changes: { [flag]: value } },
        {
          onSuccess: (stored) => {
            toast.success(t('permissions.toast.updated'));
            onPermissionChanged?.({ type: 'updated', permission: stored });
          },
          onError: (error) => toast.error(getErrorMessage(error, t('permissions.error.update'))),
        },
      ),
    [toggle, toast, t, onPermissionChanged],
  );
  const onEdit = useCallback(
    (row: RolePermission) => {
      remember();
      setEditing(row);
    },
    [remember],
  );
  const onDelete = useCallback(
    (row: RolePermission) => {
      remember();
      setDeleting(row);
    },
    [remember],
  );

  return (
    <RolePermissionsView
      state={model.state}
      rows={model.rows}
      roles={model.roles}
      can={model.can}
      roleFilter={roleFilter}
      onRoleFilterChange={setFilter}
      onCreate={() => {
        remember();
        setCreating(true);
      }}
      onToggle={onToggle}
      onEdit={onEdit}
      onDelete={onDelete}
      onRetry={model.retry}
      slots={slots}
      createButtonRef={createButton}
      className={className}
    >
      <CreateRolePermissionDialog
        open={creating}
        onOpenChange={setCreating}
        initialRoleId={roleFilter}
        roles={listedRoles}
        rows={model.rows}
        create={model.create}
        onCreated={(permission) => onPermissionChanged?.({ type: 'created', permission })}
        onCloseAutoFocus={onCloseAutoFocus}
      />
      <EditRolePermissionDialog
        permission={editing}
        roleName={editing ? roleName(editing.roleId) : ''}
        update={model.update}
        onOpenChange={(open) => !open && setEditing(null)}
        onUpdated={(permission) => onPermissionChanged?.({ type: 'updated', permission })}
        onCloseAutoFocus={onCloseAutoFocus}
      />
      <DeleteRolePermissionDialog
        permission={deleting}
        remove={model.remove}
        onOpenChange={(open) => !open && setDeleting(null)}
        onDeleted={(permission) => onPermissionChanged?.({ type: 'deleted', permission })}
        onCloseAutoFocus={onCloseAutoFocus}
      />
    </RolePermissionsView>
  );
}
