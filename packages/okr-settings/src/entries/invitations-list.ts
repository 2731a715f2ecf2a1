// Entry point `@okr/settings/invitations-list`.
export { InvitationsList } from '../invitations/InvitationsList';
export type { InvitationsListProps, InvitationsListState } from '../invitations/InvitationsList';
export { InvitationsView } from '../invitations/InvitationsView';
export type { InvitationsViewProps, InvitationsViewSlots } from '../invitations/InvitationsView';
export { useInvitations } from '../invitations/useInvitations';
export type { InvitationsModel } from '../invitations/useInvitations';
