import { Flex, Separator } from '@radix-ui/themes';
import { useSessionStore } from '@okr/core';
import { DirectorySync } from './directory/DirectorySync';
import { SsoSettings } from './sso/SsoSettings';

export interface IdentityTabProps {
  onSeeBilling?: () => void;
}

/** Settings → Single sign-on: the SSO connection, then directory sync (SCIM); below Enterprise one notice for both. */
export function IdentityTab({ onSeeBilling }: IdentityTabProps) {
  const enterprise = useSessionStore((s) => s.organization?.plan === 'Enterprise');
  if (!enterprise) return <SsoSettings onSeeBilling={onSeeBilling} />;
  return (
    <Flex direction="column" gap="6">
      <SsoSettings onSeeBilling={onSeeBilling} />
      <Separator size="4" />
      <DirectorySync onSeeBilling={onSeeBilling} />
    </Flex>
  );
}
