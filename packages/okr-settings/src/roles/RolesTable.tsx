import { useCallback, useRef, useState } from 'react';
import type { Role } from '@okr/contract';
import { useReturnFocus } from '../lib/panels/useReturnFocus';
import { CreateRoleDialog } from './CreateRoleDialog';
import { DeleteRoleDialog } from './DeleteRoleDialog';
import { EditRoleDialog } from './EditRoleDialog';
import { RolesView } from './RolesView';
import type { RolesViewSlots } from './RolesView';
import { useRoles } from './useRoles';

/** What changed, after the server stored it. */
export interface RoleChange {
  type: 'created' | 'updated' | 'deleted';
  role: Role;
}

export interface RolesTableProps {
  /** Called after a role is created, updated or deleted. */
  onRoleChanged?: (change: RoleChange) => void;
  /** Replace the empty state or the create button and keep the rest. */
  slots?: RolesViewSlots;
  className?: string;
}

/** The Roles tab (spec §2): the organization's Application and Custom roles, and the role dialogs. */
export function RolesTable({ onRoleChanged, slots, className }: RolesTableProps) {
  const model = useRoles();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Role | null>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  const focus = useReturnFocus(() => createButton.current);
  const changed = useCallback((type: RoleChange['type']) => (role: Role) => onRoleChanged?.({ type, role }), [onRoleChanged]);
  // Focus goes back to the button that opened a dialog.
  const opening = (open: (role: Role) => void) => (role: Role) => {
    focus.remember();
    open(role);
  };

  return (
    <RolesView
      state={model.state}
      roles={model.roles}
      can={model.can}
      onCreate={() => {
        focus.remember();
        setCreating(true);
      }}
      onEdit={opening(setEditing)}
      onDelete={opening(setDeleting)}
      onRetry={model.retry}
      slots={slots}
      createButtonRef={createButton}
      className={className}
    >
      <CreateRoleDialog open={creating} onOpenChange={setCreating} onCreated={changed('created')} onCloseAutoFocus={focus.onCloseAutoFocus} create={model.create} />
      <EditRoleDialog
        role={editing}
        onOpenChange={(open) => !open && setEditing(null)}
        onUpdated={changed('updated')}
        onCloseAutoFocus={focus.onCloseAutoFocus}
        update={model.update}
      />
      <DeleteRoleDialog
        role={deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        onDeleted={changed('deleted')}
        onCloseAutoFocus={focus.onCloseAutoFocus}
        remove={model.remove}
      />
    </RolesView>
  );
}
