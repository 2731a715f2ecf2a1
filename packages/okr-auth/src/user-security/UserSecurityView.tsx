import { Flex } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import type { ChangePasswordRequest } from '@okr/contract';
import { useTranslation } from '@okr/core';
import type { AccountAction, AccountPanelState } from '../lib/accountAction';
import { AccountSection } from '../lib/AccountSection';
import { accountCatalogs } from '../lib/catalogs/accountCatalogs';
import { SignedOutNotice } from '../lib/SignedOutNotice';
import { ChangePasswordForm } from './ChangePasswordForm';

export interface UserSecurityViewProps {
  state: AccountPanelState;
  onChangePassword: (request: ChangePasswordRequest) => Promise<boolean>;
  actions: { password: AccountAction };
  /** Sections after the password: `SecondFactorsView` in `UserSecurity`, or a partner's own. */
  children?: ReactNode;
}

/** My account → Security over plain data: the password, then whatever sections the host adds. */
export function UserSecurityView({ state, onChangePassword, actions, children }: UserSecurityViewProps) {
  const t = useTranslation(accountCatalogs);
  return (
    <Flex direction="column" gap="4" className="okr-account-panel okr-user-security" data-state={state}>
      {state === 'signed-out' ? (
        <SignedOutNotice>{t('auth.account.signedOut')}</SignedOutNotice>
      ) : (
        <>
          <AccountSection title={t('auth.account.passwordTitle')} description={t('auth.account.passwordHint')}>
            <ChangePasswordForm onSubmit={onChangePassword} action={actions.password} />
          </AccountSection>
          {children}
        </>
      )}
    </Flex>
  );
}
