import { Button, Flex } from '@radix-ui/themes';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { PASSWORD_MAX, PASSWORD_MIN } from '@okr/contract';
import type { RegisterRequest } from '@okr/contract';
import { useTranslation } from '@okr/core';
import { authCatalogs } from '../lib/authCatalogs';
import type { AuthMessageKey } from '../lib/authCatalogs';
import { FormField } from '../lib/FormField';
import { splitFullName } from './splitFullName';
import { hasErrors, validateRegister } from './validateCredentials';
import type { FieldErrors } from './validateCredentials';

type Field = 'fullName' | 'email' | 'password';

export interface RegisterFormProps {
  onSubmit: (body: RegisterRequest) => void;
  pending?: boolean;
}

/** The register form: one full-name input, split at the first space on submit. */
export function RegisterForm({ onSubmit, pending = false }: RegisterFormProps) {
  const t = useTranslation(authCatalogs);
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ fullName: '', email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitted, setSubmitted] = useState(false);
  const limits = { min: PASSWORD_MIN, max: PASSWORD_MAX };

  const update = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateRegister(next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateRegister(values);
    setErrors(found);
    if (hasErrors(found)) return;
    const { firstName, lastName } = splitFullName(values.fullName);
    onSubmit({ firstName, lastName, email: values.email.trim(), password: values.password });
  };

  const message = (key: AuthMessageKey | undefined) => (key ? t(key, limits) : undefined);

  return (
    <form className="okr-register-form" onSubmit={submit} noValidate aria-label={t('auth.register.tab')}>
      <Flex direction="column" gap="3">
        <FormField
          id={`${id}-name`}
          label={t('auth.field.fullName')}
          autoComplete="name"
          value={values.fullName}
          error={message(errors.fullName)}
          onChange={(e) => update('fullName', e.target.value)}
        />
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
          autoComplete="new-password"
          value={values.password}
          hint={t('auth.field.passwordHint', limits)}
          error={message(errors.password)}
          onChange={(e) => update('password', e.target.value)}
        />
        <Button type="submit" disabled={pending} loading={pending}>
          {pending ? t('auth.register.pending') : t('auth.register.submit')}
        </Button>
      </Flex>
    </form>
  );
}
