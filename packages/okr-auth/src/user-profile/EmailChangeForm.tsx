import { Button, Callout, Flex } from '@radix-ui/themes';
import { useState } from 'react';
import type { ChangeEmailRequest } from '@okr/contract';
import { fieldErrorsOf, FormField, isApiError, useTranslation } from '@okr/core';
import { ActionError } from '../lib/ActionError';
import type { AccountAction } from '../lib/accountAction';
import { accountCatalogs } from '../lib/catalogs/accountCatalogs';
import { validateEmail } from '../lib/credentialRules';

export interface EmailChangeFormProps {
  currentEmail: string;
  /** Where a link was sent in this visit: the form gives way to that news. */
  pendingEmail: string | null;
  onSubmit: (request: ChangeEmailRequest) => void;
  onCancelPending: () => void;
  action: AccountAction;
}

/** A new address, proven by the password; the change happens when the link sent there is opened. */
export function EmailChangeForm({ currentEmail, pendingEmail, onSubmit, onCancelPending, action }: EmailChangeFormProps) {
  const t = useTranslation(accountCatalogs);
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);

  if (pendingEmail) {
    return (
      <Flex direction="column" gap="3" data-state="pending">
        <Callout.Root color="blue" role="status">
          <Callout.Text>{t('auth.account.emailPending', { email: pendingEmail })}</Callout.Text>
        </Callout.Root>
        <Flex justify="end">
          <Button variant="soft" color="gray" onClick={onCancelPending}>
            {t('auth.account.emailOther')}
          </Button>
        </Flex>
      </Flex>
    );
  }

  const invalid = validateEmail(newEmail);
  const emailProblem = invalid
    ? t(invalid)
    : newEmail.trim().toLowerCase() === currentEmail.toLowerCase()
      ? t('auth.account.emailSame')
      : null;
  const passwordMissing = password === '';
  const passwordError = fieldErrorsOf(action.error).password;
  const emailServerError = fieldErrorsOf(action.error).newEmail ?? (isApiError(action.error) && action.error.status === 409 ? action.error.message : undefined);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (!emailProblem && !passwordMissing) onSubmit({ newEmail: newEmail.trim(), password });
      }}
    >
      <Flex direction="column" gap="3">
        <div className="okr-account-pair">
          <FormField
            label={t('auth.account.newEmail')}
            type="email"
            autoComplete="email"
            value={newEmail}
            error={(checked ? emailProblem : null) ?? emailServerError}
            onChange={(event) => setNewEmail(event.target.value)}
          />
          <FormField
            label={t('auth.account.currentPassword')}
            type="password"
            autoComplete="current-password"
            value={password}
            error={checked && passwordMissing ? t('auth.account.passwordRequired') : passwordError}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        {passwordError || emailServerError ? null : <ActionError error={action.error} fallback={t('auth.account.emailError')} />}
        <Flex justify="end">
          <Button type="submit" loading={action.pending}>
            {t('auth.account.sendEmailLink')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
