import type { ChangePasswordRequest } from '@okr/contract';
import { useSessionStore } from '@okr/core/headless';
import { accountActionOf } from '../lib/accountAction';
import type { AccountAction, AccountPanelState } from '../lib/accountAction';
import { useChangePassword } from './api';

export interface UserSecurityData {
  state: Extract<AccountPanelState, 'ready' | 'signed-out'>;
  /** Resolves true when the password changed (the view then clears its fields). */
  changePassword: (request: ChangePasswordRequest) => Promise<boolean>;
  actions: { password: AccountAction };
}

/**
 * My account → Security without a view. Today: the password. The second factors (authenticator
 * app, passkeys, recovery codes) join here as actions of their own when their API lands.
 */
export function useUserSecurity(): UserSecurityData {
  const signedIn = useSessionStore((s) => s.isAuthenticated && s.user !== null);
  const password = useChangePassword();
  return {
    state: signedIn ? 'ready' : 'signed-out',
    changePassword: (request) =>
      password.mutateAsync(request).then(
        () => true,
        () => false,
      ),
    actions: { password: accountActionOf(password) },
  };
}
