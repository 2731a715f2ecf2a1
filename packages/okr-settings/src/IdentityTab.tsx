import { Flex, Separator } from '@radix-ui/themes';
import { useSessionStore } from '@okr/core';
import { DirectorySync } from './directory/DirectorySync';
import { MfaPolicySettings } from './mfa-policy/MfaPolicySettings';
import { SsoSettings } from './sso/SsoSettings';

export interface IdentityTabProps {
  onSeeBilling?: () => void;
}

/**
 * Settings → Sign-in security: who may sign in and how. The second-factor requirement (Pro and
 * Enterprise), the SSO connection, then directory sync (SCIM); below Enterprise one notice for both.
 */
export function IdentityTab({ onSeeBilling }: IdentityTabProps) {
  const enterprise = useSessionStore((s) => s.organization?.plan === 'Enterprise');
  return (
    <Flex direction="column" gap="6">
      <MfaPolicySettings onSeeBilling={onSeeBilling} />
      <Separator size="4" />
      <SsoSettings onSeeBilling={onSeeBilling} />
      {enterprise ? (
        <>
          <Separator size="4" />
          <DirectorySync onSeeBilling={onSeeBilling} />
        </>
      ) : null}
    </Flex>
  );
}
