import { Box, Checkbox, Flex, RadioCards, Text } from '@radix-ui/themes';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { CHAT_CHANNEL_NAME_MAX, WEBHOOK_URL_MAX, chatChannelKinds, chatEventTypes } from '@okr/contract';
import type { ChatChannel, ChatChannelKind, ChatEventType, CreateChatChannelRequest, UpdateChatChannelRequest } from '@okr/contract';
import { DialogActions, FormField, useTranslation } from '@okr/core';
import type { ApiError } from '@okr/core';
import { chatChannelFormIssues, serverFieldError } from './chatChannelFormRules';
import { chatChannelsCatalogs } from './chatChannelsCatalogs';

export interface ChatChannelFormProps {
  /** The channel to edit, or null to add one. */
  channel: ChatChannel | null;
  pending: boolean;
  /** The server's refusal of the last submit: a field's goes under it. */
  refusal: ApiError | null;
  /** Typing again forgets the last refusal. */
  onChange: () => void;
  onCreate: (body: CreateChatChannelRequest) => void;
  /** Only what changed. */
  onUpdate: (changes: UpdateChatChannelRequest) => void;
  /** Saving with nothing changed closes the dialog (Cancel is the dialog's own close). */
  onCancel: () => void;
}

/** Kind (fixed once added), name, incoming-webhook URL and the events to post; nothing typed is lost on a refusal. */
export function ChatChannelForm({ channel, pending, refusal, onChange, onCreate, onUpdate, onCancel }: ChatChannelFormProps) {
  const t = useTranslation(chatChannelsCatalogs);
  const ids = { kind: useId(), events: useId(), eventsError: useId() };
  const [kind, setKind] = useState<ChatChannelKind>(channel?.kind ?? 'slack');
  const [name, setName] = useState(channel?.name ?? '');
  const [url, setUrl] = useState(channel?.url ?? '');
  const [events, setEvents] = useState<ChatEventType[]>(channel?.events ?? []);
  const [submitted, setSubmitted] = useState(false);
  const issues = chatChannelFormIssues(name, url, events);
  const shown = (field: 'name' | 'url' | 'events', local: string | undefined) =>
    (submitted && local ? local : undefined) ?? serverFieldError(refusal, field) ?? undefined;
  const edit = <V,>(set: (value: V) => void) => (value: V) => {
    set(value);
    onChange();
  };
  const toggle = (event: ChatEventType, on: boolean) =>
    edit(setEvents)(chatEventTypes.filter((type) => (type === event ? on : events.includes(type))));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(issues).length > 0 || pending) return;
    const fields = { name: name.trim(), url: url.trim(), events };
    if (!channel) return onCreate({ kind, ...fields });
    const changes: UpdateChatChannelRequest = {};
    if (fields.name !== channel.name) changes.name = fields.name;
    if (fields.url !== channel.url) changes.url = fields.url;
    if (events.join() !== channel.events.join()) changes.events = events;
    if (Object.keys(changes).length === 0) return onCancel();
    onUpdate(changes);
  };

  const eventsError = shown('events', issues.events && t('chatChannels.field.eventsRequired'));
  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="4">
        <Box>
          <Text as="div" id={ids.kind} size="2" weight="medium" mb="2">
            {t('chatChannels.field.kind')}
          </Text>
          <RadioCards.Root aria-labelledby={ids.kind} value={kind} onValueChange={(value) => setKind(value as ChatChannelKind)} columns={{ initial: '1', xs: '2' }} size="1" disabled={channel !== null}>
            {chatChannelKinds.map((option) => (
              <RadioCards.Item key={option} value={option}>
                {t(`chatChannels.kind.${option}`)}
              </RadioCards.Item>
            ))}
          </RadioCards.Root>
        </Box>
        <FormField
          label={t('chatChannels.field.name')}
          value={name}
          required
          maxLength={CHAT_CHANNEL_NAME_MAX}
          autoComplete="off"
          placeholder={t('chatChannels.field.namePlaceholder')}
          onChange={(event) => edit(setName)(event.target.value)}
          error={shown('name', issues.name && t(`chatChannels.field.name.${issues.name}`, { max: CHAT_CHANNEL_NAME_MAX }))}
        />
        <FormField
          label={t('chatChannels.field.url')}
          type="url"
          inputMode="url"
          value={url}
          required
          maxLength={WEBHOOK_URL_MAX}
          autoComplete="off"
          spellCheck={false}
          placeholder={kind === 'slack' ? 'https://hooks.slack.com/services/…' : 'https://…/workflows/…'}
          hint={t(`chatChannels.field.urlHint.${kind}`)}
          onChange={(event) => edit(setUrl)(event.target.value)}
          error={shown('url', issues.url && t(`chatChannels.field.url.${issues.url}`))}
        />
        <Box asChild>
          <fieldset aria-describedby={eventsError ? ids.eventsError : undefined} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            <legend style={{ padding: 0 }}>
              <Text size="2" weight="medium">
                {t('chatChannels.field.events')}
              </Text>
            </legend>
            <Flex direction="column" gap="2" mt="2">
              {chatEventTypes.map((type) => (
                <Text as="label" size="2" key={type}>
                  <Flex gap="2" align="center">
                    <Checkbox checked={events.includes(type)} disabled={pending} onCheckedChange={(on) => toggle(type, on === true)} />
                    {t(`chatChannels.event.${type}`)}
                  </Flex>
                </Text>
              ))}
            </Flex>
            {eventsError ? (
              <Text as="p" id={ids.eventsError} size="1" color="red" role="alert" mt="2">
                {eventsError}
              </Text>
            ) : null}
          </fieldset>
        </Box>
      </Flex>
      <DialogActions cancelLabel={t('common.cancel')} submitLabel={channel ? t('chatChannels.edit.submit') : t('chatChannels.add.submit')} pending={pending} />
    </form>
  );
}
