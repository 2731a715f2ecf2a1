import { Button, DropdownMenu, Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLogout } from '@okr/auth/session';
import { accountPage } from '@okr/contract';
import { Initials, useSessionStore, useTranslation } from '@okr/core';
import type { Locale } from '@okr/core';
import { hostCatalogs } from '../lib/hostCatalogs';
import { setHostLocale, useHostLocale } from '../lib/hostLocale';
import { ProfileDialog } from './ProfileDialog';

/** Who is signed in, where, in which language — and the way out. */
export function UserMenu() {
  const t = useTranslation(hostCatalogs);
  const user = useSessionStore((s) => s.user);
  const organization = useSessionStore((s) => s.organization);
  const locale = useHostLocale();
  const logout = useLogout();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  if (!user) return null;

  const signOut = async () => {
    setSigningOut(true);
    await logout();
    navigate('/', { replace: true });
  };

  return (
    <>
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <Button variant="ghost" color="gray" className="okr-user-menu-trigger">
          <Initials name={user.fullName} size={1} />
          <Text size="2" className="okr-user-name">
            {user.fullName}
          </Text>
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" className="okr-root">
        <Flex direction="column" px="3" py="2" gap="1">
          <Text size="2" weight="medium">
            {user.fullName}
          </Text>
          <Text size="1" color="gray">
            {user.email}
          </Text>
          {organization ? (
            <Text size="1" color="gray">
              {organization.name}
            </Text>
          ) : null}
        </Flex>
        <DropdownMenu.Separator />
        <DropdownMenu.Item onSelect={() => navigate(accountPage.href())}>{t('host.userMenu.account')}</DropdownMenu.Item>
        <DropdownMenu.Item onSelect={() => setProfileOpen(true)}>{t('host.userMenu.profile')}</DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Label>{t('host.userMenu.language')}</DropdownMenu.Label>
        <DropdownMenu.RadioGroup value={locale} onValueChange={(value) => setHostLocale(value as Locale)}>
          <DropdownMenu.RadioItem value="en" lang="en">
            English
          </DropdownMenu.RadioItem>
          <DropdownMenu.RadioItem value="es" lang="es">
            Español
          </DropdownMenu.RadioItem>
        </DropdownMenu.RadioGroup>
        <DropdownMenu.Separator />
        <DropdownMenu.Item disabled={signingOut} onSelect={() => void signOut()}>
          {t('host.signOut')}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
    <ProfileDialog open={profileOpen} onOpenChange={setProfileOpen} />
    </>
  );
}
