import { Button, Flex } from '@radix-ui/themes';
import { FormField, useTranslation } from '@okr/core';
import { passwordResetCatalogs } from '../lib/catalogs/passwordResetCatalogs';
import { validateNewPassword } from '../lib/credentialRules';
import { NewPasswordField } from '../lib/NewPasswordField';
import { useValidatedForm } from '../lib/useValidatedForm';

export interface ResetPasswordFormProps {
  onSubmit: (password: string) => void;
  pending?: boolean;
  /** The server's message about the password (its 400 details), shown on the field. */
  passwordError?: string;
}

/** The new password twice: the register form's rule for the first, the same value for the second. */
export function ResetPasswordForm({ onSubmit, pending = false, passwordError }: ResetPasswordFormProps) {
  const t = useTranslation(passwordResetCatalogs);
  const { errors, bind, submit } = useValidatedForm({
    initialValues: { password: '', confirmation: '' },
    validate: ({ password, confirmation }) => ({
      password: validateNewPassword(password),
      confirmation: confirmation === password ? undefined : 'auth.validation.passwordMismatch',
    }),
    onValid: ({ password }) => onSubmit(password),
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('auth.reset.title')}>
      <Flex direction="column" gap="3">
        <NewPasswordField label={t('auth.reset.newPassword')} error={errors.password} serverError={passwordError} {...bind('password')} />
        <FormField
          label={t('auth.reset.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.confirmation ? t(errors.confirmation) : undefined}
          {...bind('confirmation')}
        />
        <Button type="submit" disabled={pending} loading={pending}>
          {pending ? t('auth.reset.pending') : t('auth.reset.submit')}
        </Button>
      </Flex>
    </form>
  );
}
