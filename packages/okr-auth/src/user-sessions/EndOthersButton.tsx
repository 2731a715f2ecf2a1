import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { OKR_ROOT_CLASS, useTranslation } from '@okr/core';
import { sessionsCatalogs } from '../lib/catalogs/sessionsCatalogs';

export interface EndOthersButtonProps {
  onConfirm: () => void;
  pending: boolean;
  disabled?: boolean;
}

/** "End all other sessions", asked once more: it signs the user out everywhere else. */
export function EndOthersButton({ onConfirm, pending, disabled }: EndOthersButtonProps) {
  const t = useTranslation(sessionsCatalogs);
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger>
        <Button color="red" variant="soft" loading={pending} disabled={disabled || pending}>
          {t('auth.sessions.endOthers')}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="440px" className={OKR_ROOT_CLASS}>
        <AlertDialog.Title>{t('auth.sessions.endOthersTitle')}</AlertDialog.Title>
        <AlertDialog.Description size="2">{t('auth.sessions.endOthersBody')}</AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              {t('auth.sessions.cancel')}
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color="red" onClick={onConfirm}>
              {t('auth.sessions.endOthersConfirm')}
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
