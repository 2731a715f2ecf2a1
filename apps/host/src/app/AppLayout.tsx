import { Box, Flex, Link as RadixLink, Separator, Text } from '@radix-ui/themes';
import { Link, Outlet } from 'react-router';
import { OrganizationSwitcher, useSyncCurrentUser } from '@okr/auth';
import { useSessionStore, useTranslation } from '@okr/core';
import { SignOutButton } from '../lib/SignOutButton';
import { hostCatalogs } from '../lib/hostCatalogs';

/** The guarded /app frame: organization switcher, the signed-in user and sign out. */
export function AppLayout() {
  const t = useTranslation(hostCatalogs);
  const user = useSessionStore((s) => s.user);
  useSyncCurrentUser();
  return (
    <Flex direction="column" minHeight="100vh" className="okr-app-layout">
      <Flex asChild align="center" justify="between" gap="4" px="5" py="3" wrap="wrap">
        <header>
          <Flex align="center" gap="4">
            <RadixLink asChild weight="bold" underline="hover" highContrast>
              <Link to="/app">{t('host.productName')}</Link>
            </RadixLink>
            <OrganizationSwitcher />
          </Flex>
          <Flex align="center" gap="3">
            {user ? (
              <Text size="2" className="okr-user-name">
                {user.fullName}
              </Text>
            ) : null}
            <SignOutButton />
          </Flex>
        </header>
      </Flex>
      <Separator size="4" />
      <Box asChild flexGrow="1" p="5">
        <main>
          <Outlet />
        </main>
      </Box>
    </Flex>
  );
}
