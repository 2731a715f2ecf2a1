import { z } from 'zod';
import { WEBHOOK_DESCRIPTION_MAX, WEBHOOK_URL_MAX, webhookDeliveryStatuses, webhookEventTypes } from '../webhooks';
import { Id, Text, Timestamp } from './common';

// Webhooks (api-contract.md "Webhooks"). The secret travels once, in the answer of the creation.
// Whether a URL may be used (https only, no private address) is a rule of the server (422), as the
// operator may allow more (WEBHOOK_ALLOW_PRIVATE); the shape here only asks for an http(s) URL.

export const WebhookEventType = z.enum(webhookEventTypes);
export const WebhookMessageType = z.enum([...webhookEventTypes, 'ping']);
export const WebhookDeliveryStatus = z.enum(webhookDeliveryStatuses);

/** A user name or password in the authority part (`https://user:pass@host/`). */
const withCredentials = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*@/i;

export const WebhookUrl = Text.trim()
  .min(1, 'URL is required')
  .max(WEBHOOK_URL_MAX)
  .refine((value) => !withCredentials.test(value), { message: 'A webhook URL cannot hold a user name or password' })
  .pipe(z.url({ protocol: /^https?$/, message: 'Enter a full https:// URL' }));

/** One or more known events, each once. */
export const WebhookEvents = z
  .array(WebhookEventType)
  .min(1, 'Choose at least one event')
  .max(webhookEventTypes.length)
  .refine((events) => new Set(events).size === events.length, { message: 'Each event may be listed once' });

const Description = Text.trim().max(WEBHOOK_DESCRIPTION_MAX);

export const Webhook = z.object({
  id: Id,
  url: Text,
  events: z.array(WebhookEventType),
  description: Text.nullable(),
  enabled: z.boolean(),
  createdAt: Timestamp,
  lastDeliveryAt: Timestamp.nullable(),
  consecutiveFailures: z.number().int().min(0),
});
export type Webhook = z.infer<typeof Webhook>;

export const CreateWebhookRequest = z.strictObject({
  url: WebhookUrl,
  events: WebhookEvents,
  description: Description.optional(),
});
export type CreateWebhookRequest = z.infer<typeof CreateWebhookRequest>;

/** 201: the endpoint and its signing secret (`whsec_...`), shown this once. */
export const CreateWebhookResponse = z.object({ webhook: Webhook, secret: Text });
export type CreateWebhookResponse = z.infer<typeof CreateWebhookResponse>;

/** Any of the fields; an empty description clears it. Enabling again resets the failure count. */
export const UpdateWebhookRequest = z
  .strictObject({
    url: WebhookUrl.optional(),
    events: WebhookEvents.optional(),
    description: Description.nullable().optional(),
    enabled: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Send at least one field to change' });
export type UpdateWebhookRequest = z.infer<typeof UpdateWebhookRequest>;

export const WebhookDelivery = z.object({
  id: Id,
  eventId: Id,
  eventType: WebhookMessageType,
  status: WebhookDeliveryStatus,
  attempts: z.number().int().min(0),
  /** The HTTP status of the last answer; null when none came (refused address, timeout, network). */
  responseStatus: z.number().int().nullable(),
  lastError: Text.nullable(),
  createdAt: Timestamp,
  deliveredAt: Timestamp.nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

/** What an endpoint receives (the body the signature covers): `data` is the resource as the API answers it. */
export const WebhookEvent = z.object({
  id: Id,
  type: WebhookMessageType,
  createdAt: Timestamp,
  organizationId: Id,
  data: z.unknown(),
});
export type WebhookEvent = z.infer<typeof WebhookEvent>;

export const WebhookParams = z.strictObject({ id: Id, webhookId: Id });
export type WebhookParams = z.infer<typeof WebhookParams>;
export const WebhookDeliveryParams = z.strictObject({ id: Id, webhookId: Id, deliveryId: Id });
export type WebhookDeliveryParams = z.infer<typeof WebhookDeliveryParams>;
