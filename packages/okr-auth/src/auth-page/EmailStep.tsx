import { Button, Flex, Separator } from '@radix-ui/themes';
import { FormField, useTranslation } from '@okr/core';
import { authPageCatalogs } from '../lib/catalogs/authPageCatalogs';
import { validateEmail } from '../lib/credentialRules';
import { useValidatedForm } from '../lib/useValidatedForm';
import { ForgotPasswordLink } from './ForgotPasswordLink';
import { AlertMessage } from '../lib/AlertMessage';

export interface EmailStepProps {
  /** Called with the trimmed email once it is valid. */
  onContinue: (email: string) => void;
  pending?: boolean;
  defaultEmail?: string;
  onEmailChange?: (email: string) => void;
  /** Focus the field when the step appears again (after "Use another email"). */
  autoFocus?: boolean;
  /** Where "Forgot password?" leads: someone who knows they forgot it need not take the next step first. */
  forgotPasswordHref?: string;
  /** "Sign in with a passkey" (no email, no password: a discoverable credential); no button without it. */
  onUsePasskey?: () => void;
  /** The passkey prompt is open or its answer is being checked. */
  passkeyPending?: boolean;
  /** Why the last passkey sign-in failed. */
  passkeyError?: string | null;
}

/**
 * Sign-in's first step: the email alone. Its domain decides the next step (single sign-on or a
 * password), so nobody types a company password into a page that should not see it.
 */
export function EmailStep({
  onContinue,
  pending = false,
  defaultEmail = '',
  onEmailChange,
  autoFocus = false,
  forgotPasswordHref,
  onUsePasskey,
  passkeyPending = false,
  passkeyError,
}: EmailStepProps) {
  const t = useTranslation(authPageCatalogs);
  const { errors, bind, submit } = useValidatedForm({
    initialValues: { email: defaultEmail },
    validate: ({ email }) => ({ email: validateEmail(email) }),
    onValid: ({ email }) => onContinue(email.trim()),
    onValuesChange: ({ email }) => onEmailChange?.(email),
  });
  // `okr-login-form` too: a host's styles for the sign-in form keep applying to its first step.
  return (
    <form className="okr-login-form okr-login-email" onSubmit={submit} noValidate aria-label={t('auth.login.tab')}>
      <Flex direction="column" gap="3">
        <FormField
          label={t('auth.field.email')}
          type="email"
          autoComplete="username"
          autoFocus={autoFocus}
          error={errors.email ? t(errors.email) : undefined}
          {...bind('email')}
        />
        <ForgotPasswordLink href={forgotPasswordHref} />
        <Button type="submit" disabled={pending || passkeyPending} loading={pending}>
          {pending ? t('auth.login.checking') : t('auth.login.continue')}
        </Button>
        {onUsePasskey ? (
          <>
            <Separator size="4" />
            <AlertMessage message={passkeyError} />
            <Button type="button" variant="soft" disabled={pending || passkeyPending} loading={passkeyPending} onClick={onUsePasskey}>
              {passkeyPending ? t('auth.login.passkeyPending') : t('auth.login.passkey')}
            </Button>
          </>
        ) : null}
      </Flex>
    </form>
  );
}
