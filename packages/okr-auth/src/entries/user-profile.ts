// Entry point `@okr/auth/user-profile`: My account → Profile (names, language, email change).
export { UserProfile } from '../user-profile/UserProfile';
export type { UserProfileProps } from '../user-profile/UserProfile';
export { UserProfileView } from '../user-profile/UserProfileView';
export type { UserProfileViewProps } from '../user-profile/UserProfileView';
export { useUserProfile } from '../user-profile/useUserProfile';
export type { UserProfileData, UserProfileNames, UseUserProfileOptions } from '../user-profile/useUserProfile';
export { useUpdateMe, useChangeEmail } from '../user-profile/api';
export type { AccountAction, AccountPanelState } from '../lib/accountAction';
