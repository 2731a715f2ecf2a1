import { useCallback, useState } from 'react';
import type { Invitation, OrganizationMember, OrganizationRoleType, RoleRef, UserSearchResult } from '@okr/contract';
import type { PanelState } from '@okr/core';
import { AddUserDialog } from './AddUserDialog';
import { MemberRolesDialog } from './MemberRolesDialog';
import { MembersView } from './MembersView';
import type { MembersViewSlots } from './MembersView';
import { RemoveMemberDialog } from './RemoveMemberDialog';
import { useMembers } from './useMembers';

export type MembersListState = PanelState;

export interface MembersListProps {
  /** Called after a user was added through the list's dialog. */
  onUserAdded?: (user: UserSearchResult, roleType: OrganizationRoleType) => void;
  /** Called after the list's dialog invited an address nobody has yet. */
  onInvitationSent?: (invitation: Invitation) => void;
  /** Called after a member's roles were replaced. */
  onRoleChanged?: (member: OrganizationMember, roles: RoleRef[]) => void;
  /** Called after a member was removed. */
  onUserRemoved?: (member: OrganizationMember) => void;
  /** Replace a member row's actions, the empty state or the add button and keep the rest. */
  slots?: MembersViewSlots;
  className?: string;
}

/** Spec §2 "Organization Users": the members of the current organization, with add, roles and remove. */
export function MembersList({ onUserAdded, onInvitationSent, onRoleChanged, onUserRemoved, slots, className }: MembersListProps) {
  const members = useMembers();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<OrganizationMember | null>(null);
  const [editing, setEditing] = useState<OrganizationMember | null>(null);
  const onRemove = useCallback((member: OrganizationMember) => setRemoving(member), []);
  const onEditRoles = useCallback((member: OrganizationMember) => setEditing(member), []);

  return (
    <MembersView
      state={members.state}
      members={members.members}
      can={members.can}
      error={members.error}
      onInvite={() => setAdding(true)}
      onRetry={members.retry}
      onEditRoles={onEditRoles}
      onRemove={onRemove}
      slots={slots}
      className={className}
    >
      <AddUserDialog
        open={adding}
        onOpenChange={setAdding}
        onUserAdded={onUserAdded}
        onInvitationSent={onInvitationSent}
        additions={{ add: members.add, invite: members.invite }}
      />
      <RemoveMemberDialog member={removing} onClose={() => setRemoving(null)} onRemoved={onUserRemoved} remove={members.remove} />
      <MemberRolesDialog member={editing} onClose={() => setEditing(null)} onRoleChanged={onRoleChanged} changeRoles={members.changeRoles} />
    </MembersView>
  );
}
