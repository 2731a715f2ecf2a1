import { z } from 'zod';
import { CHAT_CHANNEL_NAME_MAX, chatChannelKinds, chatEventTypes } from '../chat';
import { Id, Text, Timestamp } from './common';
import { WebhookUrl } from './webhooks';

// Chat channels (api-contract.md "Chat: Slack and Microsoft Teams"; Pro and Enterprise). The URL
// follows the webhooks' rules: the shape asks for an http(s) URL, the server refuses (422) what
// is not https or points to a private address unless the operator allows it.

export const ChatChannelKind = z.enum(chatChannelKinds);
export const ChatEventType = z.enum(chatEventTypes);

/** One or more known events, each once. */
export const ChatEvents = z
  .array(ChatEventType)
  .min(1, 'Choose at least one event')
  .max(chatEventTypes.length)
  .refine((events) => new Set(events).size === events.length, { message: 'Each event may be listed once' });

const ChannelName = Text.trim().min(1, 'Name is required').max(CHAT_CHANNEL_NAME_MAX);

export const ChatChannel = z.object({
  id: Id,
  kind: ChatChannelKind,
  name: Text,
  url: Text,
  events: z.array(ChatEventType),
  enabled: z.boolean(),
  createdAt: Timestamp,
  lastDeliveryAt: Timestamp.nullable(),
  consecutiveFailures: z.number().int().min(0),
});
export type ChatChannel = z.infer<typeof ChatChannel>;

export const CreateChatChannelRequest = z.strictObject({
  kind: ChatChannelKind,
  name: ChannelName,
  url: WebhookUrl,
  events: ChatEvents,
});
export type CreateChatChannelRequest = z.infer<typeof CreateChatChannelRequest>;

/** Any of the fields but the kind (a Slack URL does not become a Teams one). Enabling again resets the failure count. */
export const UpdateChatChannelRequest = z
  .strictObject({
    name: ChannelName.optional(),
    url: WebhookUrl.optional(),
    events: ChatEvents.optional(),
    enabled: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Send at least one field to change' });
export type UpdateChatChannelRequest = z.infer<typeof UpdateChatChannelRequest>;

/** 202 of a test message: queued through the delivery outbox. */
export const ChatTestResponse = z.object({ queued: z.literal(true) });
export type ChatTestResponse = z.infer<typeof ChatTestResponse>;

export const ChatChannelParams = z.strictObject({ id: Id, channelId: Id });
export type ChatChannelParams = z.infer<typeof ChatChannelParams>;
