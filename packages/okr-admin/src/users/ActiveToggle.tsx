import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import type { AdminUser } from '@okr/contract';
import { getErrorMessage, useToast, useTranslation } from '@okr/core';
import { adminCatalogs } from '../lib/adminCatalogs';
import { useSetUserActive } from './api';

export interface ActiveToggleProps {
  user: AdminUser;
}

/** Deactivate or reactivate a user, after a confirmation; the server's refusal (422) shows as a toast. */
export function ActiveToggle({ user }: ActiveToggleProps) {
  const t = useTranslation(adminCatalogs);
  const toast = useToast();
  const setActive = useSetUserActive(user.id);
  const deactivating = user.isActive;
  const name = user.fullName || user.email;

  const confirm = () =>
    setActive.mutate(!deactivating, {
      onSuccess: () => toast.success(t(deactivating ? 'admin.users.deactivated' : 'admin.users.reactivated', { name })),
      onError: (error) => toast.error(getErrorMessage(error, t('admin.common.error'))),
    });

  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger>
        <Button color={deactivating ? 'red' : 'green'} variant="soft" highContrast loading={setActive.isPending}>
          {t(deactivating ? 'admin.users.deactivate' : 'admin.users.reactivate')}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="460px">
        <AlertDialog.Title>{t(deactivating ? 'admin.users.deactivateTitle' : 'admin.users.reactivateTitle', { name })}</AlertDialog.Title>
        <AlertDialog.Description size="2">
          {t(deactivating ? 'admin.users.deactivateBody' : 'admin.users.reactivateBody')}
        </AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              {t('admin.common.cancel')}
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color={deactivating ? 'red' : 'green'} onClick={confirm}>
              {t(deactivating ? 'admin.users.deactivate' : 'admin.users.reactivate')}
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
