import { Button, Callout, Flex } from '@radix-ui/themes';
import { useState } from 'react';
import type { ChangePasswordRequest } from '@okr/contract';
import { fieldErrorsOf, FormField, useTranslation } from '@okr/core';
import { ActionError } from '../lib/ActionError';
import type { AccountAction } from '../lib/accountAction';
import { accountCatalogs } from '../lib/catalogs/accountCatalogs';
import { validateNewPassword } from '../lib/credentialRules';
import { NewPasswordField } from '../lib/NewPasswordField';

export interface ChangePasswordFormProps {
  /** Resolves true on success: the fields are cleared. */
  onSubmit: (request: ChangePasswordRequest) => Promise<boolean>;
  action: AccountAction;
}

/** The current password and a new one under the register rules; the server names a wrong current one. */
export function ChangePasswordForm({ onSubmit, action }: ChangePasswordFormProps) {
  const t = useTranslation(accountCatalogs);
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const currentMissing = currentPassword === '';
  const newProblem = validateNewPassword(newPassword);
  const currentError = fieldErrorsOf(action.error).currentPassword;
  const newServerError = fieldErrorsOf(action.error).newPassword;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (currentMissing || newProblem) return;
        void onSubmit({ currentPassword, newPassword }).then((changed) => {
          if (!changed) return;
          setCurrentPassword('');
          setNewPassword('');
          setChecked(false);
        });
      }}
    >
      <Flex direction="column" gap="3">
        <FormField
          label={t('auth.account.currentPassword')}
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          error={checked && currentMissing ? t('auth.account.passwordRequired') : currentError}
          onChange={(event) => setCurrentPassword(event.target.value)}
        />
        <NewPasswordField
          label={t('auth.account.newPassword')}
          value={newPassword}
          error={checked ? newProblem : undefined}
          serverError={newServerError}
          onChange={(event) => setNewPassword(event.target.value)}
        />
        {currentError || newServerError ? null : <ActionError error={action.error} fallback={t('auth.account.passwordError')} />}
        {action.done ? (
          <Callout.Root color="green" role="status" size="1">
            <Callout.Text>{t('auth.account.passwordChanged')}</Callout.Text>
          </Callout.Root>
        ) : null}
        <Flex justify="end">
          <Button type="submit" loading={action.pending}>
            {t('auth.account.changePassword')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
