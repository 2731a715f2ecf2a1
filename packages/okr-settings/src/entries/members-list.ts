// Entry point `@okr/settings/members-list`.
export { MembersList } from '../members/MembersList';
export type { MembersListProps, MembersListState } from '../members/MembersList';
