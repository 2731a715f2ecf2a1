import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { getErrorMessage, useSessionStore, useTranslation } from '@okr/core';
import { emailLinkCatalogs } from '../lib/catalogs/emailLinkCatalogs';
import { useResendVerification } from './api';

/**
 * Shown while the signed-in user's email is not verified: where the link went, and a way to have
 * it sent again. Too soon after the last one, the API's 429 is said plainly (wait a minute).
 */
export function UnverifiedEmailBanner() {
  const t = useTranslation(emailLinkCatalogs);
  const user = useSessionStore((s) => (s.isAuthenticated ? s.user : null));
  const resend = useResendVerification();
  if (!user || user.emailVerified) return null;
  return (
    <Callout.Root highContrast color="amber" className="okr-unverified-banner" data-state={resend.isError ? 'error' : resend.isSuccess ? 'sent' : 'unverified'}>
      <Flex gap="3" align="center" justify="between" wrap="wrap" width="100%">
        <Callout.Text>{t('auth.unverified.body', { email: user.email })}</Callout.Text>
        <Button size="2" variant="solid" color="gray" highContrast loading={resend.isPending} onClick={() => resend.mutate()}>
          {t('auth.unverified.resend')}
        </Button>
      </Flex>
      <div role="status">
        {resend.isSuccess ? <Text size="2">{t('auth.unverified.sent')}</Text> : null}
        {resend.isError ? <Text size="2" weight="bold">{getErrorMessage(resend.error, t('auth.unverified.error'))}</Text> : null}
      </div>
    </Callout.Root>
  );
}
