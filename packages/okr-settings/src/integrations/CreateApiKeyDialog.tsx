import { Button, Dialog, Flex, Select, Text } from '@radix-ui/themes';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { API_KEY_NAME_MAX, noPermissions, readOnlyWithin } from '@okr/contract';
import type { ApiKey, CreateApiKeyRequest, CreateApiKeyResponse } from '@okr/contract';
import { FormField, getErrorMessage, OKR_ROOT_CLASS, useSessionStore, useToast, useTranslation } from '@okr/core';
import { apiKeysCatalogs } from '../lib/catalogs/apiKeysCatalogs';
import type { PanelAction } from '../lib/panels/panelAction';
import { PermissionGrid } from './PermissionGrid';
import { SecretReveal } from '../lib/panels/SecretReveal';

export interface CreateApiKeyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated?: (key: ApiKey) => void;
  onCloseAutoFocus?: (event: Event) => void;
  /** The API keys hook's `create`: its result carries the secret, shown here once. */
  create: PanelAction<CreateApiKeyRequest, CreateApiKeyResponse>;
}

const expiries = ['never', '30', '90', '365'] as const;
type Expiry = (typeof expiries)[number];

/** 'Create API key': name, expiry and a permission grid read-only by default; then the secret, once. */
export function CreateApiKeyDialog({ open, onOpenChange, onCreated, onCloseAutoFocus, create }: CreateApiKeyDialogProps) {
  const t = useTranslation(apiKeysCatalogs);
  const [created, setCreated] = useState<CreateApiKeyResponse | null>(null);
  const change = (next: boolean) => {
    if (!next) setCreated(null);
    onOpenChange(next);
  };
  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Content maxWidth="640px" className={OKR_ROOT_CLASS} onCloseAutoFocus={onCloseAutoFocus}>
        <Dialog.Title>{created ? t('apiKeys.created.title', { name: created.apiKey.name }) : t('apiKeys.create.title')}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          {created ? t('apiKeys.created.description') : t('apiKeys.create.description')}
        </Dialog.Description>
        {created ? (
          <Flex direction="column" gap="4">
            <SecretReveal secret={created.secret} label={t('apiKeys.secret.label')} once={t('apiKeys.secret.once')} usage={t('apiKeys.secret.usage')} />
            <Flex justify="end">
              <Button type="button" onClick={() => change(false)}>
                {t('apiKeys.created.done')}
              </Button>
            </Flex>
          </Flex>
        ) : open ? (
          <CreateApiKeyForm
            create={create}
            onCancel={() => change(false)}
            onCreated={(answer) => {
              setCreated(answer);
              onCreated?.(answer.apiKey);
            }}
          />
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

interface CreateApiKeyFormProps {
  create: PanelAction<CreateApiKeyRequest, CreateApiKeyResponse>;
  onCancel: () => void;
  onCreated: (answer: CreateApiKeyResponse) => void;
}

function CreateApiKeyForm({ create, onCancel, onCreated }: CreateApiKeyFormProps) {
  const t = useTranslation(apiKeysCatalogs);
  const toast = useToast();
  const allowed = useSessionStore((s) => s.permissions) ?? noPermissions();
  const expiryId = useId();
  const [name, setName] = useState('');
  const [expiry, setExpiry] = useState<Expiry>('never');
  const [permissions, setPermissions] = useState(() => readOnlyWithin(allowed));
  const [touched, setTouched] = useState(false);
  const blank = name.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (blank || create.isPending) return;
    const expiresAt = expiry === 'never' ? undefined : new Date(Date.now() + Number(expiry) * 86_400_000).toISOString();
    create.run(
      { name: name.trim(), permissions, ...(expiresAt && { expiresAt }) },
      {
        onSuccess: (answer) => {
          toast.success(t('apiKeys.toast.created'));
          onCreated(answer);
        },
        onError: (error) => toast.error(getErrorMessage(error, t('apiKeys.error.create'))),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="4">
        <FormField
          label={t('apiKeys.field.name')}
          value={name}
          required
          maxLength={API_KEY_NAME_MAX}
          autoComplete="off"
          placeholder={t('apiKeys.field.namePlaceholder')}
          onChange={(event) => setName(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && blank ? t('apiKeys.field.nameRequired') : undefined}
        />
        <Flex direction="column" gap="1">
          <Text as="label" id={expiryId} size="2" weight="medium">
            {t('apiKeys.field.expiry')}
          </Text>
          <Select.Root value={expiry} onValueChange={(value) => setExpiry(value as Expiry)}>
            <Select.Trigger aria-labelledby={expiryId} />
            <Select.Content position="popper" className={OKR_ROOT_CLASS}>
              {expiries.map((value) => (
                <Select.Item key={value} value={value}>
                  {value === 'never' ? t('apiKeys.expiry.never') : t('apiKeys.expiry.days', { days: Number(value) })}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Flex>
        <Flex direction="column" gap="2">
          <Text size="2" weight="medium">
            {t('apiKeys.field.permissions')}
          </Text>
          <Text size="1" color="gray">
            {t('apiKeys.field.permissionsHelp')}
          </Text>
          <PermissionGrid value={permissions} onChange={setPermissions} allowed={allowed} disabled={create.isPending} />
        </Flex>
        <Flex gap="3" justify="end">
          <Button type="button" variant="soft" color="gray" onClick={onCancel}>
            {t('apiKeys.action.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('apiKeys.create.submit')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
