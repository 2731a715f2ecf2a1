import { Button, Container, Flex, Heading } from '@radix-ui/themes';
import { Link } from 'react-router';
import { useTranslation } from '@okr/core';
import { hostCatalogs } from '../lib/hostCatalogs';

export function NotFound() {
  const t = useTranslation(hostCatalogs);
  return (
    <Container size="2" p="6">
      <Flex direction="column" gap="4" align="start">
        <Heading as="h1">{t('host.notFound.title')}</Heading>
        <Button asChild variant="soft">
          <Link to="/">{t('host.notFound.back')}</Link>
        </Button>
      </Flex>
    </Container>
  );
}
