import { Button, Dialog, Flex } from '@radix-ui/themes';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { WEBHOOK_DESCRIPTION_MAX, WEBHOOK_URL_MAX } from '@okr/contract';
import type { CreateWebhookRequest, CreateWebhookResponse, UpdateWebhookRequest, Webhook, WebhookEventType } from '@okr/contract';
import { FormField, getErrorMessage, OKR_ROOT_CLASS, useToast, useTranslation } from '@okr/core';
import { webhooksCatalogs } from '../lib/catalogs/webhooksCatalogs';
import { EventPicker } from './EventPicker';
import { SecretReveal } from '../lib/panels/SecretReveal';
import { serverUrlError, webhookFormIssues } from './webhookFormRules';
import type { PanelAction } from '../lib/panels/panelAction';
import type { UpdateWebhookInput } from './useWebhooks';

export interface WebhookDialogProps {
  /** `null`: closed; `'new'`: add an endpoint; an endpoint: edit it. */
  target: Webhook | 'new' | null;
  onOpenChange: (open: boolean) => void;
  onCreated?: (webhook: Webhook) => void;
  onUpdated?: (webhook: Webhook) => void;
  onCloseAutoFocus?: (event: Event) => void;
  /** The webhooks hook's `create`: its result carries the signing secret, shown here once. */
  create: PanelAction<CreateWebhookRequest, CreateWebhookResponse>;
  /** The webhooks hook's `update`. */
  update: PanelAction<UpdateWebhookInput, Webhook>;
}

/** 'Add endpoint' (then its signing secret, once) or 'Edit endpoint': URL, description, events. */
export function WebhookDialog({ target, onOpenChange, onCreated, onUpdated, onCloseAutoFocus, create, update }: WebhookDialogProps) {
  const t = useTranslation(webhooksCatalogs);
  const [created, setCreated] = useState<CreateWebhookResponse | null>(null);
  const change = (next: boolean) => {
    if (!next) setCreated(null);
    onOpenChange(next);
  };
  const editing = target !== null && target !== 'new' ? target : null;
  const title = created ? t('webhooks.created.title') : editing ? t('webhooks.edit.title') : t('webhooks.add.title');
  const description = created ? t('webhooks.created.description', { url: created.webhook.url }) : t('webhooks.form.description');
  return (
    <Dialog.Root open={target !== null} onOpenChange={change}>
      <Dialog.Content maxWidth="720px" className={OKR_ROOT_CLASS} onCloseAutoFocus={onCloseAutoFocus}>
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4" style={{ overflowWrap: 'anywhere' }}>
          {description}
        </Dialog.Description>
        {created ? (
          <Flex direction="column" gap="4">
            <SecretReveal secret={created.secret} label={t('webhooks.secret.label')} once={t('webhooks.secret.once')} usage={t('webhooks.secret.usage')} />
            <Flex justify="end">
              <Button type="button" onClick={() => change(false)}>
                {t('common.done')}
              </Button>
            </Flex>
          </Flex>
        ) : target !== null ? (
          <WebhookForm
            key={editing?.id ?? 'new'}
            webhook={editing}
            create={create}
            update={update}
            onCancel={() => change(false)}
            onCreated={(answer) => {
              setCreated(answer);
              onCreated?.(answer.webhook);
            }}
            onUpdated={(webhook) => {
              onUpdated?.(webhook);
              change(false);
            }}
          />
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

type WebhookFormProps = Pick<WebhookDialogProps, 'create' | 'update'> & {
  webhook: Webhook | null;
  onCancel: () => void;
  onCreated: (answer: CreateWebhookResponse) => void;
  onUpdated: (webhook: Webhook) => void;
};

/** Only what changed is sent on an edit; nothing typed is lost when the server refuses. */
function WebhookForm({ webhook, create, update, onCancel, onCreated, onUpdated }: WebhookFormProps) {
  const t = useTranslation(webhooksCatalogs);
  const toast = useToast();
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [note, setNote] = useState(webhook?.description ?? '');
  const [events, setEvents] = useState<WebhookEventType[]>(webhook?.events ?? []);
  const [submitted, setSubmitted] = useState(false);
  const [urlRefusal, setUrlRefusal] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;
  const issues = webhookFormIssues(url, events);
  const urlError = submitted && issues.url ? t(`webhooks.field.url.${issues.url}`) : (urlRefusal ?? undefined);

  const refused = (error: unknown, fallback: string) => {
    const onUrl = serverUrlError(error);
    if (onUrl) setUrlRefusal(onUrl);
    else toast.error(getErrorMessage(error, fallback));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (issues.url || issues.events || pending) return;
    const fields = { url: url.trim(), events, description: note.trim() };
    if (!webhook) {
      create.run(
        { url: fields.url, events, ...(fields.description && { description: fields.description }) },
        {
          onSuccess: (answer) => {
            toast.success(t('webhooks.toast.created'));
            onCreated(answer);
          },
          onError: (error) => refused(error, t('webhooks.error.create')),
        },
      );
      return;
    }
    const body: UpdateWebhookRequest = {};
    if (fields.url !== webhook.url) body.url = fields.url;
    if (events.join() !== webhook.events.join()) body.events = events;
    if (fields.description !== (webhook.description ?? '')) body.description = fields.description || null;
    if (Object.keys(body).length === 0) return onCancel();
    update.run(
      { id: webhook.id, body },
      {
        onSuccess: (saved) => {
          toast.success(t('webhooks.toast.updated'));
          onUpdated(saved);
        },
        onError: (error) => refused(error, t('webhooks.error.update')),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="4">
        <FormField
          label={t('webhooks.field.url')}
          type="url"
          inputMode="url"
          value={url}
          required
          maxLength={WEBHOOK_URL_MAX}
          autoComplete="off"
          spellCheck={false}
          placeholder="https://example.com/okr/events"
          hint={t('webhooks.field.urlHint')}
          onChange={(event) => {
            setUrl(event.target.value);
            setUrlRefusal(null);
          }}
          error={urlError}
        />
        <FormField
          label={t('webhooks.field.description')}
          value={note}
          maxLength={WEBHOOK_DESCRIPTION_MAX}
          autoComplete="off"
          placeholder={t('webhooks.field.descriptionPlaceholder')}
          onChange={(event) => setNote(event.target.value)}
        />
        <EventPicker value={events} onChange={setEvents} disabled={pending} error={submitted && issues.events ? t('webhooks.field.eventsRequired') : undefined} />
        <Flex gap="3" justify="end">
          <Button type="button" variant="soft" color="gray" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {webhook ? t('webhooks.edit.submit') : t('webhooks.add.submit')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
