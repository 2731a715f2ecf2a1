import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { PASSWORD_RESET_TTL_MINUTES } from '@okr/contract';
import { FormField, getErrorMessage, isApiError, useTranslation } from '@okr/core';
import { AuthLink } from '../lib/AuthLink';
import { passwordResetCatalogs } from '../lib/catalogs/passwordResetCatalogs';
import { validateEmail } from '../lib/credentialRules';
import { useValidatedForm } from '../lib/useValidatedForm';
import { useForgotPassword } from './api';
import { AuthCard } from '../lib/AuthCard';

export interface ForgotPasswordPageProps {
  /** Where "Back to sign in" leads. */
  signInPath?: string;
  /** Called after the server took the request (whether or not the account exists: it never says). */
  onRequested?: (email: string) => void;
}

/**
 * `/forgot-password`: asks for the account's email and sends the reset link. The answer is the
 * same whether or not an account exists, so the page says only what the server says.
 */
export function ForgotPasswordPage({ signInPath = '/login', onRequested }: ForgotPasswordPageProps) {
  const t = useTranslation(passwordResetCatalogs);
  const request = useForgotPassword();
  const { errors, bind, submit } = useValidatedForm({
    initialValues: { email: '' },
    validate: (values) => ({ email: validateEmail(values.email) }),
    onValid: ({ email }) => request.mutate({ email: email.trim() }, { onSuccess: () => onRequested?.(email.trim()) }),
  });
  const back = <AuthLink to={signInPath}>{t('auth.forgot.backToSignIn')}</AuthLink>;

  if (request.isSuccess) {
    return (
      <AuthCard title={t('auth.forgot.title')} state="sent" footer={back} focusTitle>
        <Callout.Root color="green" role="status">
          <Callout.Text>{t('auth.forgot.sent')}</Callout.Text>
        </Callout.Root>
        <Text as="p" size="2" color="gray">
          {t('auth.forgot.sentHelp', { minutes: PASSWORD_RESET_TTL_MINUTES })}
        </Text>
        <Button variant="soft" onClick={() => request.reset()}>
          {t('auth.forgot.again')}
        </Button>
      </AuthCard>
    );
  }

  const rateLimited = isApiError(request.error) && request.error.status === 429;
  const failure = rateLimited ? t('auth.forgot.rateLimited') : request.isError ? getErrorMessage(request.error, t('auth.forgot.error')) : null;
  return (
    <AuthCard
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      state={rateLimited ? 'rate-limited' : request.isError ? 'error' : 'form'}
      footer={back}
    >
      {failure ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{failure}</Callout.Text>
        </Callout.Root>
      ) : null}
      <form onSubmit={submit} noValidate aria-label={t('auth.forgot.title')}>
        <Flex direction="column" gap="3">
          <FormField
            label={t('auth.field.email')}
            type="email"
            autoComplete="email"
            error={errors.email ? t(errors.email) : undefined}
            {...bind('email')}
          />
          <Button type="submit" disabled={request.isPending} loading={request.isPending}>
            {request.isPending ? t('auth.forgot.pending') : t('auth.forgot.submit')}
          </Button>
        </Flex>
      </form>
    </AuthCard>
  );
}
