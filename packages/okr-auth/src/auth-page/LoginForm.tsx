import { Button, Flex } from '@radix-ui/themes';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { LoginRequest } from '@okr/contract';
import { useTranslation } from '@okr/core';
import { authCatalogs } from '../lib/authCatalogs';
import { FormField } from '../lib/FormField';
import { hasErrors, validateLogin } from './validateCredentials';
import type { FieldErrors } from './validateCredentials';

export interface LoginFormProps {
  onSubmit: (body: LoginRequest) => void;
  pending?: boolean;
}

/** The sign-in form: plain values out, no data layer inside. */
export function LoginForm({ onSubmit, pending = false }: LoginFormProps) {
  const t = useTranslation(authCatalogs);
  const id = useId();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const [submitted, setSubmitted] = useState(false);

  const update = (field: keyof typeof values, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateLogin(next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateLogin(values);
    setErrors(found);
    if (!hasErrors(found)) onSubmit({ email: values.email.trim(), password: values.password });
  };

  const message = (key: FieldErrors<'email' | 'password'>['email']) => (key ? t(key) : undefined);

  return (
    <form className="okr-login-form" onSubmit={submit} noValidate aria-label={t('auth.login.tab')}>
      <Flex direction="column" gap="3">
        <FormField
          id={`${id}-email`}
          label={t('auth.field.email')}
          type="email"
          autoComplete="email"
          value={values.email}
          error={message(errors.email)}
          onChange={(e) => update('email', e.target.value)}
        />
        <FormField
          id={`${id}-password`}
          label={t('auth.field.password')}
          type="password"
          autoComplete="current-password"
          value={values.password}
          error={message(errors.password)}
          onChange={(e) => update('password', e.target.value)}
        />
        <Button type="submit" disabled={pending} loading={pending}>
          {pending ? t('auth.login.pending') : t('auth.login.submit')}
        </Button>
      </Flex>
    </form>
  );
}
