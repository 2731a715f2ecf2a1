import type { UseUserProfileOptions } from './useUserProfile';
import { useUserProfile } from './useUserProfile';
import { UserProfileView } from './UserProfileView';

export type UserProfileProps = UseUserProfileOptions;

/** My account → Profile: names, language and email of the signed-in user. */
export function UserProfile(props: UserProfileProps) {
  const profile = useUserProfile(props);
  return (
    <UserProfileView
      state={profile.state}
      user={profile.user}
      locale={profile.locale}
      pendingEmail={profile.pendingEmail}
      onSaveNames={profile.saveNames}
      onLocaleChange={profile.saveLocale}
      onChangeEmail={profile.changeEmail}
      onCancelPendingEmail={profile.clearPendingEmail}
      actions={profile.actions}
    />
  );
}
