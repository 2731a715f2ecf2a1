import { useQuery } from '@tanstack/react-query';
import type { OrganizationMember, Role, RoleRef } from '@okr/contract';
import type { ApiError, PanelState } from '@okr/core';
import { panelStateOf } from '@okr/core';
import { apiErrorOf, panelActionOf } from '../lib/panels/panelAction';
import type { PanelAction } from '../lib/panels/panelAction';
import { useCallerPanel } from '../lib/panels/useCallerPanel';
import { membersQuery, organizationRolesQuery, useRemoveMember, useSetMemberRoles } from './api';
import { membersCanOf } from './memberPermissions';
import type { MembersCan } from './memberPermissions';
import { useMemberAdditions } from './useMemberAdditions';
import type { MemberAdditions } from './useMemberAdditions';

export interface ChangeMemberRolesInput {
  member: Pick<OrganizationMember, 'id'>;
  /** Any of the organization's Application and Custom roles (`roles`), at least one. */
  roleIds: string[];
}

export interface MembersModel extends MemberAdditions {
  /** The members list's `data-state`, the same words. */
  state: PanelState;
  /** Every member (all pages); empty until loaded. */
  members: OrganizationMember[];
  /** The failure behind `error` or `forbidden` (the server's `{message, code}`), else null. */
  error: ApiError | null;
  can: MembersCan;
  /** The organization's Application and Custom roles a member may hold; loaded when `can.changeRole`. */
  roles: Role[] | undefined;
  changeRoles: PanelAction<ChangeMemberRolesInput, RoleRef[]>;
  remove: PanelAction<Pick<OrganizationMember, 'id'>>;
  /** Load the list again (after `error`). */
  retry: () => void;
}

/**
 * Spec §2 "Organization Users" without a view: the current organization's members, what the caller
 * may do with them, and the actions. No strings and no UI: a partner draws their own on it.
 */
export function useMembers(): MembersModel {
  const { api, orgId, can } = useCallerPanel(membersCanOf);
  const query = useQuery(membersQuery(api, orgId));
  const roles = useQuery({ ...organizationRolesQuery(api, orgId), enabled: orgId !== null && can.changeRole({ membershipType: 'Member' }) });
  const additions = useMemberAdditions(orgId);
  const setRoles = useSetMemberRoles(orgId);
  const remove = useRemoveMember(orgId);

  return {
    // Embedding.md §10: a failed background refetch keeps the last good list on screen.
    state: panelStateOf({ hasData: query.data !== undefined, isEmpty: query.data?.length === 0, error: query.error }),
    members: query.data ?? [],
    error: query.data === undefined && query.error ? apiErrorOf(query.error) : null,
    can,
    roles: roles.data,
    ...additions,
    changeRoles: panelActionOf(setRoles, ({ member, roleIds }: ChangeMemberRolesInput) => ({ userId: member.id, roleIds })),
    remove: panelActionOf(remove, (member: Pick<OrganizationMember, 'id'>) => member.id),
    retry: () => void query.refetch(),
  };
}
