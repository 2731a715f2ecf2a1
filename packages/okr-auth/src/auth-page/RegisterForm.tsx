import { Button, Flex } from '@radix-ui/themes';
import type { RegisterRequest } from '@okr/contract';
import { FormField, useTranslation } from '@okr/core';
import { authPageCatalogs } from '../lib/catalogs/authPageCatalogs';
import type { AuthKeyOf } from '../lib/catalogs/AuthKeyOf';
import { passwordLimits } from '../lib/credentialRules';
import { NewPasswordField } from '../lib/NewPasswordField';
import { splitFullName } from '@okr/contract';
import { useValidatedForm } from '../lib/useValidatedForm';
import { validateRegister } from './validateCredentials';

export type RegisterFormValues = Record<'fullName' | 'email' | 'password', string>;

export interface RegisterFormProps {
  onSubmit: (body: RegisterRequest) => void;
  pending?: boolean;
  /** What the fields start with, e.g. a draft kept while the form was unmounted. */
  defaultValues?: Partial<RegisterFormValues>;
  /** Every change of what was typed. */
  onValuesChange?: (values: RegisterFormValues) => void;
  /** The email is given (an invitation's address) and cannot be changed: set it in `defaultValues`. */
  emailLocked?: boolean;
}

/** The register form: one full-name input, split at the first space on submit. */
export function RegisterForm({ onSubmit, pending = false, defaultValues, onValuesChange, emailLocked = false }: RegisterFormProps) {
  const t = useTranslation(authPageCatalogs);
  const { errors, bind, submit } = useValidatedForm({
    initialValues: { fullName: '', email: '', password: '', ...defaultValues },
    validate: validateRegister,
    onValid: (values) => {
      const { firstName, lastName } = splitFullName(values.fullName);
      onSubmit({ firstName, lastName, email: values.email.trim(), password: values.password });
    },
    onValuesChange,
  });
  const message = (key: AuthKeyOf<'validation'> | undefined) => (key ? t(key, passwordLimits) : undefined);

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
          readOnly={emailLocked}
          aria-readonly={emailLocked || undefined}
        />
        <NewPasswordField error={errors.password} {...bind('password')} />
        <Button type="submit" disabled={pending} loading={pending}>
          {pending ? t('auth.register.pending') : t('auth.register.submit')}
        </Button>
      </Flex>
    </form>
  );
}
