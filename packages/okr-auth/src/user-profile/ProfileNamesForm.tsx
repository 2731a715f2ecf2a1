import { Button, Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { fieldErrorsOf, FormField, useTranslation } from '@okr/core';
import { ActionError } from '../lib/ActionError';
import type { AccountAction } from '../lib/accountAction';
import { accountCatalogs } from '../lib/catalogs/accountCatalogs';
import type { UserProfileNames } from './useUserProfile';

/** The API's limit on each name (`UpdateMeRequest`). */
const NAME_MAX = 100;

export interface ProfileNamesFormProps {
  initial: UserProfileNames;
  onSave: (names: UserProfileNames) => void;
  action: AccountAction;
}

/** First and last name; the first is required, as the API asks. */
export function ProfileNamesForm({ initial, onSave, action }: ProfileNamesFormProps) {
  const t = useTranslation(accountCatalogs);
  const [values, setValues] = useState(initial);
  const [checked, setChecked] = useState(false);
  const firstMissing = values.firstName.trim() === '';
  const unchanged = values.firstName.trim() === initial.firstName && values.lastName.trim() === initial.lastName;
  const serverField = fieldErrorsOf(action.error).firstName ?? fieldErrorsOf(action.error).lastName;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (!firstMissing && !unchanged) onSave(values);
      }}
    >
      <Flex direction="column" gap="3">
        <div className="okr-account-pair">
          <FormField
            label={t('auth.account.firstName')}
            autoComplete="given-name"
            maxLength={NAME_MAX}
            value={values.firstName}
            error={checked && firstMissing ? t('auth.account.firstNameRequired') : fieldErrorsOf(action.error).firstName}
            onChange={(event) => setValues({ ...values, firstName: event.target.value })}
          />
          <FormField
            label={t('auth.account.lastName')}
            autoComplete="family-name"
            maxLength={NAME_MAX}
            value={values.lastName}
            error={fieldErrorsOf(action.error).lastName}
            onChange={(event) => setValues({ ...values, lastName: event.target.value })}
          />
        </div>
        {serverField ? null : <ActionError error={action.error} fallback={t('auth.account.saveError')} />}
        <Flex justify="end" align="center" gap="3">
          {action.done && unchanged ? (
            <Text size="2" color="green" role="status">
              {t('auth.account.nameSaved')}
            </Text>
          ) : null}
          <Button type="submit" loading={action.pending} disabled={unchanged || action.pending}>
            {t('auth.account.saveName')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
