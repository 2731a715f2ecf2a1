// Entry point `@okr/settings/headless`: the panels' hooks and their rules, with no Radix, no CSS
// and no strings (embedding.md "Fourth wave"). A partner draws their own UI on them.
export { useMembers } from '../members/useMembers';
export type { ChangeMemberRolesInput, MembersModel } from '../members/useMembers';
export { useMemberAdditions } from '../members/useMemberAdditions';
export type { AddMemberInput, InviteMemberInput, MemberAdditions } from '../members/useMemberAdditions';
export { membersCanOf, isRemovableMember } from '../members/memberPermissions';
export type { MembersCan } from '../members/memberPermissions';
export type { PanelAction, PanelActionCallbacks } from '../lib/panels/panelAction';
export type { PanelState } from '../lib/panels/panelState';
export { useInvitations } from '../invitations/useInvitations';
export type { InvitationsModel } from '../invitations/useInvitations';
export { invitationsCanOf } from '../invitations/invitationPermissions';
export type { InvitationsCan } from '../invitations/invitationPermissions';
export { useRoles } from '../roles/useRoles';
export type { RolesModel, UpdateRoleInput } from '../roles/useRoles';
export { rolesCanOf } from '../roles/rolesCanOf';
export type { RolesCan } from '../roles/rolesCanOf';
export { useRolePermissions } from '../role-permissions/useRolePermissions';
export type { RolePermissionsModel } from '../role-permissions/useRolePermissions';
export { rolePermissionsCanOf } from '../role-permissions/rolePermissionsCanOf';
export type { RolePermissionsCan } from '../role-permissions/rolePermissionsCanOf';
export type { PermissionFlag, UpdateRolePermissionInput } from '../role-permissions/api';
