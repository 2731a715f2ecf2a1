// Plain values of webhooks (api-contract.md "Webhooks"). No zod: UI bundles import these.

/** The events an endpoint may subscribe to, in the order the UI lists them. */
export const webhookEventTypes = [
  'objective.created',
  'objective.updated',
  'objective.deleted',
  'key_result.created',
  'key_result.updated',
  'key_result.deleted',
  'check_in.created',
  'initiative.created',
  'initiative.updated',
  'initiative.deleted',
  'task.created',
  'task.updated',
  'task.deleted',
  'member.added',
  'member.removed',
  'invitation.accepted',
  'comment.created',
  'comment.updated',
  'comment.deleted',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/**
 * `ping` is no subscription: it is sent to one endpoint when someone asks for it
 * (`POST .../webhooks/{webhookId}/ping`), whatever the endpoint subscribed to.
 */
export type WebhookMessageType = WebhookEventType | 'ping';

export const webhookDeliveryStatuses = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

/** Every secret starts with this; what follows is the base64 of 32 random bytes (Standard Webhooks). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 500;
/** Consecutive failed attempts after which an endpoint is disabled and its organization's admins are told. */
export const WEBHOOK_FAILURES_BEFORE_DISABLE = 50;

/** The 422 of a URL that is not https (unless the operator allows http). */
export const WEBHOOK_HTTPS_ONLY_MESSAGE = 'Webhook URLs must use https://';
/** The 422 of a URL whose host is (or resolves to) a loopback, private, link-local or multicast address. */
export const WEBHOOK_PRIVATE_ADDRESS_MESSAGE = 'Webhook URLs cannot point to a loopback, private, link-local or multicast address';
