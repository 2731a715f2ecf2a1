import { Button, Flex } from '@radix-ui/themes';
import { PASSWORD_MAX, PASSWORD_MIN } from '@okr/contract';
import type { RegisterRequest } from '@okr/contract';
import { FormField, useTranslation } from '@okr/core';
import { authCatalogs } from '../lib/authCatalogs';
import type { AuthMessageKey } from '../lib/authCatalogs';
import { splitFullName } from '@okr/contract';
import { useValidatedForm } from './useValidatedForm';
import { validateRegister } from './validateCredentials';

export type RegisterFormValues = Record<'fullName' | 'email' | 'password', string>;

export interface RegisterFormProps {
  onSubmit: (body: RegisterRequest) => void;
  pending?: boolean;
  /** What the fields start with, e.g. a draft kept while the form was unmounted. */
  defaultValues?: Partial<RegisterFormValues>;
  /** Every change of what was typed. */
  onValuesChange?: (values: RegisterFormValues) => void;
}

const limits = { min: PASSWORD_MIN, max: PASSWORD_MAX };

/** The register form: one full-name input, split at the first space on submit. */
export function RegisterForm({ onSubmit, pending = false, defaultValues, onValuesChange }: RegisterFormProps) {
  const t = useTranslation(authCatalogs);
  const { errors, bind, submit } = useValidatedForm({
    initialValues: { fullName: '', email: '', password: '', ...defaultValues },
    validate: validateRegister,
    onValid: (values) => {
      const { firstName, lastName } = splitFullName(values.fullName);
      onSubmit({ firstName, lastName, email: values.email.trim(), password: values.password });
    },
    onValuesChange,
  });
  const message = (key: AuthMessageKey | undefined) => (key ? t(key, limits) : undefined);

  return (
    <form className="okr-register-form" onSubmit={submit} noValidate aria-label={t('auth.register.tab')}>
      <Flex direction="column" gap="3">
        <FormField
          label={t('auth.field.fullName')}
          autoComplete="name"
          error={message(errors.fullName)}
          {...bind('fullName')}
        />
        <FormField
          label={t('auth.field.email')}
          type="email"
          autoComplete="email"
          error={message(errors.email)}
          {...bind('email')}
        />
        <FormField
          label={t('auth.field.password')}
          type="password"
          autoComplete="new-password"
          hint={t('auth.field.passwordHint', limits)}
          error={message(errors.password)}
          {...bind('password')}
        />
        <Button type="submit" disabled={pending} loading={pending}>
          {pending ? t('auth.register.pending') : t('auth.register.submit')}
        </Button>
      </Flex>
    </form>
  );
}
