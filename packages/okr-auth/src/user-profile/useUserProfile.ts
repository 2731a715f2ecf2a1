import { useState } from 'react';
import type { ChangeEmailRequest, User } from '@okr/contract';
import { useLocale, useSessionStore } from '@okr/core/headless';
import type { Locale } from '@okr/core/headless';
import { accountActionOf } from '../lib/accountAction';
import type { AccountAction, AccountPanelState } from '../lib/accountAction';
import { useChangeEmail, useUpdateMe } from './api';

export interface UserProfileNames {
  firstName: string;
  lastName: string;
}

export interface UseUserProfileOptions {
  /** Called once the server stored the new language; the host switches its own (the provider's `locale`). */
  onLocaleChange?: (locale: Locale) => void;
}

export interface UserProfileData {
  /** `ready` while signed in (the user is the session's); `signed-out` without a session. */
  state: Extract<AccountPanelState, 'ready' | 'signed-out'>;
  user: User | null;
  locale: Locale;
  /** The address a change link was sent to in this visit, until it is opened. */
  pendingEmail: string | null;
  saveNames: (names: UserProfileNames) => void;
  saveLocale: (locale: Locale) => void;
  changeEmail: (request: ChangeEmailRequest) => void;
  /** Forget the pending change (to ask for another address). */
  clearPendingEmail: () => void;
  actions: { names: AccountAction; locale: AccountAction; email: AccountAction };
}

/** My account → Profile without a view: the user's names, language and email change. */
export function useUserProfile({ onLocaleChange }: UseUserProfileOptions = {}): UserProfileData {
  const user = useSessionStore((s) => (s.isAuthenticated ? s.user : null));
  const locale = useLocale();
  const names = useUpdateMe();
  const language = useUpdateMe();
  const email = useChangeEmail();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);

  return {
    state: user ? 'ready' : 'signed-out',
    user,
    locale,
    pendingEmail,
    saveNames: (values) => names.mutate({ firstName: values.firstName.trim(), lastName: values.lastName.trim() }),
    saveLocale: (next) => language.mutate({ locale: next }, { onSuccess: () => onLocaleChange?.(next) }),
    changeEmail: (request) => email.mutate(request, { onSuccess: () => setPendingEmail(request.newEmail.trim().toLowerCase()) }),
    clearPendingEmail: () => {
      setPendingEmail(null);
      email.reset();
    },
    actions: { names: accountActionOf(names), locale: accountActionOf(language), email: accountActionOf(email) },
  };
}
