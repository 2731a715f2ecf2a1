// Entry point `@okr/settings/invitations-list`.
export { InvitationsList } from '../invitations/InvitationsList';
export type { InvitationsListProps, InvitationsListState } from '../invitations/InvitationsList';
