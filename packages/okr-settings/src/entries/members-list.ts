// Entry point `@okr/settings/members-list`.
export { MembersList } from '../members/MembersList';
export type { MembersListProps, MembersListState } from '../members/MembersList';
export { MembersView } from '../members/MembersView';
export type { InviteButtonProps, MembersEmptyProps, MembersViewProps, MembersViewSlots } from '../members/MembersView';
export type { MemberActionsProps } from '../members/MemberActions';
export { useMembers } from '../members/useMembers';
export type { MembersModel } from '../members/useMembers';
