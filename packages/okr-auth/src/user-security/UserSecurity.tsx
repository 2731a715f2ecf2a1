import { LoadingState } from '@okr/core';
import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { useUserSecurity } from './useUserSecurity';
import { UserSecurityView } from './UserSecurityView';

// The second factors load after the password form, in their own chunk: the panel's first load
// stays within its size budget (bench/size.mjs), as the settings page does with its later tabs.
const SecondFactorsPanel = /* @__PURE__ */ lazy(() => import('./SecondFactorsPanel'));

export interface UserSecurityProps {
  /** More sections after the second factors. */
  children?: ReactNode;
}

/** My account → Security: the password, the authenticator app, passkeys and recovery codes. */
export function UserSecurity({ children }: UserSecurityProps) {
  const security = useUserSecurity();
  return (
    <UserSecurityView state={security.state} onChangePassword={security.changePassword} actions={security.actions}>
      {security.state === 'signed-out' ? null : (
        <Suspense fallback={<LoadingState />}>
          <SecondFactorsPanel />
        </Suspense>
      )}
      {children}
    </UserSecurityView>
  );
}
