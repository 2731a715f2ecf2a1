import { Badge, Flex, Select, Text } from '@radix-ui/themes';
import { useId } from 'react';
import type { ChangeEmailRequest, User } from '@okr/contract';
import { OKR_ROOT_CLASS, useTranslation } from '@okr/core';
import type { Locale } from '@okr/core';
import { ActionError } from '../lib/ActionError';
import type { AccountAction, AccountPanelState } from '../lib/accountAction';
import { AccountSection } from '../lib/AccountSection';
import { accountCatalogs } from '../lib/catalogs/accountCatalogs';
import { SignedOutNotice } from '../lib/SignedOutNotice';
import { EmailChangeForm } from './EmailChangeForm';
import { ProfileNamesForm } from './ProfileNamesForm';
import type { UserProfileNames } from './useUserProfile';

export interface UserProfileViewProps {
  state: AccountPanelState;
  user: Pick<User, 'id' | 'firstName' | 'lastName' | 'email' | 'emailVerified'> | null;
  locale: Locale;
  pendingEmail: string | null;
  onSaveNames: (names: UserProfileNames) => void;
  onLocaleChange: (locale: Locale) => void;
  onChangeEmail: (request: ChangeEmailRequest) => void;
  onCancelPendingEmail: () => void;
  actions: { names: AccountAction; locale: AccountAction; email: AccountAction };
}

const languages: { value: Locale; label: string }[] = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Español' },
];

/** My account → Profile over plain data: names, language, email and its change. */
export function UserProfileView(props: UserProfileViewProps) {
  const t = useTranslation(accountCatalogs);
  const languageId = useId();
  const { state, user, actions } = props;
  return (
    <Flex direction="column" gap="4" className="okr-account-panel okr-user-profile" data-state={state}>
      {state === 'signed-out' || !user ? (
        <SignedOutNotice>{t('auth.account.signedOut')}</SignedOutNotice>
      ) : (
        <>
          <AccountSection title={t('auth.account.nameTitle')}>
            {/* A new user (another account signed in) starts a fresh form. */}
            <ProfileNamesForm key={user.id} initial={{ firstName: user.firstName, lastName: user.lastName }} onSave={props.onSaveNames} action={actions.names} />
          </AccountSection>
          <AccountSection
            title={t('auth.account.emailTitle')}
            description={user.email}
            aside={
              <Badge color={user.emailVerified ? 'green' : 'amber'} size="2">
                {user.emailVerified ? t('auth.account.verified') : t('auth.account.unverified')}
              </Badge>
            }
          >
            <EmailChangeForm
              key={user.email}
              currentEmail={user.email}
              pendingEmail={props.pendingEmail}
              onSubmit={props.onChangeEmail}
              onCancelPending={props.onCancelPendingEmail}
              action={actions.email}
            />
          </AccountSection>
          <AccountSection title={t('auth.account.languageTitle')} description={t('auth.account.languageHint')}>
            <Flex direction="column" gap="2">
              <Flex gap="3" align="center" wrap="wrap">
                <Text as="label" id={languageId} size="2" weight="medium">
                  {t('auth.account.language')}
                </Text>
                <Select.Root value={props.locale} onValueChange={(value) => props.onLocaleChange(value as Locale)} disabled={actions.locale.pending}>
                  <Select.Trigger aria-labelledby={languageId} />
                  <Select.Content position="popper" className={OKR_ROOT_CLASS}>
                    {languages.map((language) => (
                      <Select.Item key={language.value} value={language.value} lang={language.value}>
                        {language.label}
                      </Select.Item>
                    ))}
                  </Select.Content>
                </Select.Root>
                {actions.locale.pending ? (
                  <Text size="2" color="gray" role="status">
                    {t('auth.account.saving')}
                  </Text>
                ) : null}
              </Flex>
              <ActionError error={actions.locale.error} fallback={t('auth.account.saveError')} />
            </Flex>
          </AccountSection>
        </>
      )}
    </Flex>
  );
}
