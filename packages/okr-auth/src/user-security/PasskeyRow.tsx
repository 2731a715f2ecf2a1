import { AlertDialog, Button, Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import type { Passkey } from '@okr/contract';
import { FormField, OKR_ROOT_CLASS, useLocale, useTranslation } from '@okr/core';
import { securityCatalogs } from '../lib/catalogs/securityCatalogs';

export interface PasskeyRowProps {
  passkey: Passkey;
  onRename: (id: string, name: string) => Promise<boolean>;
  onRemove: (id: string) => void;
  busy: boolean;
}

/** One passkey: its name, when it was added and last used; rename in place, remove after a confirm. */
export function PasskeyRow({ passkey, onRename, onRemove, busy }: PasskeyRowProps) {
  const t = useTranslation(securityCatalogs);
  const locale = useLocale();
  const [name, setName] = useState<string | null>(null);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return (
    <li className="okr-session-row okr-passkey-row">
      {name !== null ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (name.trim() === '') return;
            void onRename(passkey.id, name.trim()).then((ok) => ok && setName(null));
          }}
        >
          <Flex gap="2" align="end" wrap="wrap">
            <FormField
              label={t('auth.security.renameLabel', { name: passkey.name })}
              value={name}
              maxLength={100}
              onChange={(event) => setName(event.target.value)}
              autoFocus
            />
            <Button type="submit" loading={busy} disabled={name.trim() === '' || busy}>
              {t('auth.security.save')}
            </Button>
            <Button type="button" variant="soft" color="gray" onClick={() => setName(null)}>
              {t('auth.security.cancel')}
            </Button>
          </Flex>
        </form>
      ) : (
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Flex direction="column" gap="1" minWidth="0">
            <Text size="2" weight="medium" className="okr-passkey-name">
              {passkey.name}
            </Text>
            <Text size="1" color="gray">
              {[
                t('auth.security.passkeyAdded', { date: date.format(new Date(passkey.createdAt)) }),
                passkey.lastUsedAt
                  ? t('auth.security.passkeyLastUsed', { date: date.format(new Date(passkey.lastUsedAt)) })
                  : t('auth.security.passkeyNeverUsed'),
              ].join(' · ')}
            </Text>
          </Flex>
          <Flex gap="2">
            <Button variant="soft" color="gray" onClick={() => setName(passkey.name)} aria-label={`${t('auth.security.rename')}: ${passkey.name}`}>
              {t('auth.security.rename')}
            </Button>
            <AlertDialog.Root>
              <AlertDialog.Trigger>
                <Button variant="soft" color="red" loading={busy} aria-label={`${t('auth.security.remove')}: ${passkey.name}`}>
                  {t('auth.security.remove')}
                </Button>
              </AlertDialog.Trigger>
              <AlertDialog.Content maxWidth="440px" className={OKR_ROOT_CLASS}>
                <AlertDialog.Title>{t('auth.security.removeTitle', { name: passkey.name })}</AlertDialog.Title>
                <AlertDialog.Description size="2">{t('auth.security.removeBody')}</AlertDialog.Description>
                <Flex gap="3" mt="4" justify="end" wrap="wrap">
                  <AlertDialog.Cancel>
                    <Button variant="soft" color="gray">
                      {t('auth.security.cancel')}
                    </Button>
                  </AlertDialog.Cancel>
                  <AlertDialog.Action>
                    <Button color="red" onClick={() => onRemove(passkey.id)}>
                      {t('auth.security.remove')}
                    </Button>
                  </AlertDialog.Action>
                </Flex>
              </AlertDialog.Content>
            </AlertDialog.Root>
          </Flex>
        </Flex>
      )}
    </li>
  );
}
