import { Button, Dialog, Flex, Text } from '@radix-ui/themes';
import { useId } from 'react';
import type { CreateScimTokenResponse } from '@okr/contract';
import { OKR_ROOT_CLASS, useTranslation } from '@okr/core';
import { directoryCatalogs } from '../lib/catalogs/directoryCatalogs';
import { SecretReveal } from '../lib/panels/SecretReveal';
import { CopyValue } from '../lib/panels/CopyValue';

export interface ScimTokenCreatedDialogProps {
  /** The token just created; the dialog is open while it is set. */
  created: CreateScimTokenResponse | null;
  baseUrl: string | null;
  onDone: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** The new token's secret, shown this once, beside the base URL the identity provider needs. */
export function ScimTokenCreatedDialog({ created, baseUrl, onDone, onCloseAutoFocus }: ScimTokenCreatedDialogProps) {
  const t = useTranslation(directoryCatalogs);
  const baseUrlLabel = useId();
  return (
    <Dialog.Root open={created !== null} onOpenChange={(open) => !open && onDone()}>
      <Dialog.Content maxWidth="560px" className={OKR_ROOT_CLASS} onCloseAutoFocus={onCloseAutoFocus}>
        <Dialog.Title>{t('directory.created.title')}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          {t('directory.created.description')}
        </Dialog.Description>
        {created ? (
          <Flex direction="column" gap="4">
            {baseUrl ? (
              <Flex direction="column" gap="1">
                <Text id={baseUrlLabel} size="2" weight="medium">
                  {t('directory.created.baseUrl')}
                </Text>
                <CopyValue value={baseUrl} labelledBy={baseUrlLabel} copyLabel={t('directory.created.copyBaseUrl')} />
              </Flex>
            ) : null}
            <SecretReveal secret={created.secret} label={t('directory.secret.label')} once={t('directory.secret.once')} usage={t('directory.secret.usage')} />
            <Flex justify="end">
              <Button type="button" onClick={onDone}>
                {t('directory.created.done')}
              </Button>
            </Flex>
          </Flex>
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}
