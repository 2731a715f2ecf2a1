import type { Invitation, MessageResponse, OrganizationRoleType } from '@okr/contract';
import type { OrgId } from '@okr/core';
import { useCreateInvitation } from '../lib/invitationsApi';
import { panelActionOf } from '../lib/panels/panelAction';
import type { PanelAction } from '../lib/panels/panelAction';
import { useAddMember } from './api';

export interface AddMemberInput {
  userId: string;
  /** Admin, Editor or Viewer (never SuperAdmin: the server answers 422). */
  roleType: OrganizationRoleType;
}

export interface InviteMemberInput {
  email: string;
  roleType: OrganizationRoleType;
}

export interface MemberAdditions {
  /** `POST /organizations/{id}/users`: an existing user joins; the answer's `message` says so. */
  add: PanelAction<AddMemberInput, MessageResponse>;
  /** `POST /organizations/{id}/invitations`: an address nobody has gets a link (409 when already a member or invited). */
  invite: PanelAction<InviteMemberInput, Invitation>;
}

/** The two ways into an organization, for the members hook and the add-user dialog alike. */
export function useMemberAdditions(orgId: OrgId): MemberAdditions {
  const add = useAddMember(orgId);
  const invite = useCreateInvitation(orgId);
  return {
    add: panelActionOf(add, (input: AddMemberInput) => input),
    invite: panelActionOf(invite, (input: InviteMemberInput) => input),
  };
}
