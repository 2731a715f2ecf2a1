import { Flex } from '@radix-ui/themes';
import { useTranslation } from '@okr/core';
import { AuthLink } from '../lib/AuthLink';
import { authPageCatalogs } from '../lib/catalogs/authPageCatalogs';

/** "Forgot password?" under a sign-in step's field, right-aligned; nothing without `href`. */
export function ForgotPasswordLink({ href }: { href?: string }) {
  const t = useTranslation(authPageCatalogs);
  if (!href) return null;
  return (
    <Flex justify="end" mt="-1">
      <AuthLink to={href} size="2">
        {t('auth.login.forgotPassword')}
      </AuthLink>
    </Flex>
  );
}
