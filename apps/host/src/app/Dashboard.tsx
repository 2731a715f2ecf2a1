import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useSessionStore, useTranslation } from '@okr/core';
import { hostCatalogs } from '../lib/hostCatalogs';

/** The /app index until the goals package brings its dashboard: who and where you are. */
export function Dashboard() {
  const t = useTranslation(hostCatalogs);
  const user = useSessionStore((s) => s.user);
  const organization = useSessionStore((s) => s.organization);
  const roles = user?.roles.map((role) => role.name).join(', ');
  return (
    <Flex direction="column" gap="4" className="okr-dashboard">
      <Heading as="h1">{t('host.dashboard.title')}</Heading>
      <Card size="3">
        <Flex direction="column" gap="2">
          <Heading as="h2" size="4">
            {t('host.dashboard.greeting', { name: user?.fullName ?? '' })}
          </Heading>
          <Text as="p">
            {organization
              ? t('host.dashboard.organization', { organization: organization.name })
              : t('host.dashboard.noOrganization')}
          </Text>
          {roles ? (
            <Text as="p" color="gray">
              {t('host.dashboard.roles', { roles })}
            </Text>
          ) : null}
        </Flex>
      </Card>
    </Flex>
  );
}
