import type { ReactNode } from 'react';
import { useUserSecurity } from './useUserSecurity';
import { UserSecurityView } from './UserSecurityView';

export interface UserSecurityProps {
  /** More sections after the password (the second factors, when they land). */
  children?: ReactNode;
}

/** My account → Security: change the password (every other session is signed out). */
export function UserSecurity({ children }: UserSecurityProps) {
  const security = useUserSecurity();
  return (
    <UserSecurityView state={security.state} onChangePassword={security.changePassword} actions={security.actions}>
      {children}
    </UserSecurityView>
  );
}
