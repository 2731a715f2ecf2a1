import { Button, Container, Flex, Heading, Text } from '@radix-ui/themes';
import { Link } from 'react-router';
import { homePathFor } from '@okr/auth';
import { useSessionStore, useTranslation } from '@okr/core';
import { hostCatalogs } from '../lib/hostCatalogs';

/**
 * The public entry page until the landing package fills `/` and its sibling pages: what the
 * product is, and the way in.
 */
export function PublicHome() {
  const t = useTranslation(hostCatalogs);
  const user = useSessionStore((s) => s.user);
  return (
    <Container size="2" p="6" className="okr-public-home">
      <Flex direction="column" gap="4" align="start" asChild>
        <main>
          <Text size="2" weight="bold" color="indigo">
            {t('host.productName')}
          </Text>
          <Heading as="h1" size="8">
            {t('host.public.headline')}
          </Heading>
          <Text as="p" size="4" color="gray">
            {t('host.public.body')}
          </Text>
          <Flex gap="3" asChild>
            <nav aria-label={t('host.nav.main')}>
              {user ? (
                <Button asChild size="3">
                  <Link to={homePathFor(user)}>{t('host.public.openApp')}</Link>
                </Button>
              ) : (
                <>
                  <Button asChild size="3">
                    <Link to="/login">{t('host.public.signIn')}</Link>
                  </Button>
                  <Button asChild size="3" variant="soft">
                    <Link to="/register">{t('host.public.register')}</Link>
                  </Button>
                </>
              )}
            </nav>
          </Flex>
        </main>
      </Flex>
    </Container>
  );
}
