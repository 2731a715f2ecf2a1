import type { ReactNode } from 'react';
import { SecondFactorsView } from './SecondFactorsView';
import { useMfa } from './useMfa';
import { usePasskeys } from './usePasskeys';
import { useUserSecurity } from './useUserSecurity';
import { UserSecurityView } from './UserSecurityView';

export interface UserSecurityProps {
  /** More sections after the second factors. */
  children?: ReactNode;
}

/** My account → Security: the password, the authenticator app, passkeys and recovery codes. */
export function UserSecurity({ children }: UserSecurityProps) {
  const security = useUserSecurity();
  const mfa = useMfa();
  const passkeys = usePasskeys();
  return (
    <UserSecurityView state={security.state} onChangePassword={security.changePassword} actions={security.actions}>
      <SecondFactorsView mfa={mfa} passkeys={passkeys} />
      {children}
    </UserSecurityView>
  );
}
