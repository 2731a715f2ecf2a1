import { Container, Flex, Heading, Text } from '@radix-ui/themes';
import { useSessionStore, useTranslation } from '@okr/core';
import { SignOutButton } from '../lib/SignOutButton';
import { hostCatalogs } from '../lib/hostCatalogs';

/** The /admin area until the admin package fills it: who is signed in, and the way out. */
export function AdminHome() {
  const t = useTranslation(hostCatalogs);
  const user = useSessionStore((s) => s.user);
  return (
    <Container size="3" p="6">
      <Flex direction="column" gap="4" align="start" asChild>
        <main>
          <Heading as="h1">{t('host.admin.title')}</Heading>
          {user ? <Text as="p">{t('host.admin.signedInAs', { name: user.fullName, email: user.email })}</Text> : null}
          <SignOutButton />
        </main>
      </Flex>
    </Container>
  );
}
