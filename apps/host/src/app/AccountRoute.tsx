import { Callout, Flex, Heading, Tabs } from '@radix-ui/themes';
import { useSearchParams } from 'react-router';
import { UserProfile } from '@okr/auth/user-profile';
import { UserSecurity } from '@okr/auth/user-security';
import { UserSessions } from '@okr/auth/user-sessions';
import { TabStrip, useTranslation } from '@okr/core';
import { REQUIRED_PARAM, SECOND_FACTOR_REQUIRED } from '../lib/enrolmentRedirect';
import { hostCatalogs } from '../lib/hostCatalogs';
import { setHostLocale } from '../lib/hostLocale';

export const accountTabs = ['profile', 'security', 'sessions'] as const;
export type AccountTab = (typeof accountTabs)[number];

const isTab = (value: string | null): value is AccountTab => accountTabs.some((tab) => tab === value);

/**
 * `/app/account`: the three panels of My account; the open tab lives in the address (`?tab=sessions`).
 * `&required=second-factor` says why the member was brought here (their organization requires one).
 */
export function AccountRoute() {
  const t = useTranslation(hostCatalogs);
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = isTab(asked) ? asked : 'profile';
  const secondFactorRequired = params.get(REQUIRED_PARAM) === SECOND_FACTOR_REQUIRED;
  return (
    <Flex direction="column" gap="4" className="okr-account-page">
      <Heading as="h1" size="6">
        {t('host.account.title')}
      </Heading>
      {secondFactorRequired ? (
        <Callout.Root color="amber" role="status" data-state="second-factor-required">
          <Callout.Text>{t('host.account.secondFactorRequired')}</Callout.Text>
        </Callout.Root>
      ) : null}
      <Tabs.Root value={tab} onValueChange={(next) => setParams(next === 'profile' ? {} : { tab: next }, { replace: true })}>
        <TabStrip aria-label={t('host.account.tabs')}>
          <Tabs.Trigger value="profile">{t('host.account.profile')}</Tabs.Trigger>
          <Tabs.Trigger value="security">{t('host.account.security')}</Tabs.Trigger>
          <Tabs.Trigger value="sessions">{t('host.account.sessions')}</Tabs.Trigger>
        </TabStrip>
        <Tabs.Content value="profile" className="okr-account-tab">
          <UserProfile onLocaleChange={setHostLocale} />
        </Tabs.Content>
        <Tabs.Content value="security" className="okr-account-tab">
          <UserSecurity />
        </Tabs.Content>
        <Tabs.Content value="sessions" className="okr-account-tab">
          <UserSessions />
        </Tabs.Content>
      </Tabs.Root>
    </Flex>
  );
}
