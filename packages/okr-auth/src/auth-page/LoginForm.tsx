import { Button, Flex } from '@radix-ui/themes';
import type { LoginRequest } from '@okr/contract';
import { FormField, useTranslation } from '@okr/core';
import { authPageCatalogs } from '../lib/catalogs/authPageCatalogs';
import type { AuthKeyOf } from '../lib/catalogs/AuthKeyOf';
import { useValidatedForm } from '../lib/useValidatedForm';
import { validateLogin } from './validateCredentials';
import { ForgotPasswordLink } from './ForgotPasswordLink';

export type LoginFormValues = Record<'email' | 'password', string>;

export interface LoginFormProps {
  onSubmit: (body: LoginRequest) => void;
  pending?: boolean;
  /** What the fields start with, e.g. a draft kept while the form was unmounted. */
  defaultValues?: Partial<LoginFormValues>;
  /** Every change of what was typed. */
  onValuesChange?: (values: LoginFormValues) => void;
  /** Where "Forgot password?" leads (the request page); no link without it. */
  forgotPasswordHref?: string;
  /** Focus the password when the form appears: the email was given in the step before. */
  focusPassword?: boolean;
}

/** The sign-in form: plain values out, no data layer inside. */
export function LoginForm({ onSubmit, pending = false, defaultValues, onValuesChange, forgotPasswordHref, focusPassword = false }: LoginFormProps) {
  const t = useTranslation(authPageCatalogs);
  const { errors, bind, submit } = useValidatedForm({
    initialValues: { email: '', password: '', ...defaultValues },
    validate: validateLogin,
    onValid: (values) => onSubmit({ email: values.email.trim(), password: values.password }),
    onValuesChange,
  });
  const message = (key: AuthKeyOf<'validation'> | undefined) => (key ? t(key) : undefined);

  return (
    <form className="okr-login-form" onSubmit={submit} noValidate aria-label={t('auth.login.tab')}>
      <Flex direction="column" gap="3">
        <FormField
          label={t('auth.field.email')}
          type="email"
          autoComplete="username"
          error={message(errors.email)}
          {...bind('email')}
        />
        <FormField
          label={t('auth.field.password')}
          type="password"
          autoComplete="current-password"
          autoFocus={focusPassword}
          error={message(errors.password)}
          {...bind('password')}
        />
        <ForgotPasswordLink href={forgotPasswordHref} />
        <Button type="submit" disabled={pending} loading={pending}>
          {pending ? t('auth.login.pending') : t('auth.login.submit')}
        </Button>
      </Flex>
    </form>
  );
}
