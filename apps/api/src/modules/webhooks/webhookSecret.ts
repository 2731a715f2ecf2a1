import { createHmac, randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { SecretBox } from '../../lib/SecretBox';

/** A new signing secret: `whsec_` and the base64 of 32 random bytes (Standard Webhooks). */
export function newWebhookSecret(): string {
  return WEBHOOK_SECRET_PREFIX + randomBytes(32).toString('base64');
}

/**
 * `webhook-signature` of a message (Standard Webhooks): `v1,` and the base64 HMAC-SHA256 of
 * `{id}.{timestamp}.{body}` keyed with the secret's decoded bytes.
 */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/**
 * The signing secret is needed in clear at every delivery, so it is stored sealed (lib/SecretBox)
 * under WEBHOOK_SECRET_KEY, else a key generated once and kept in `app_secrets`.
 */
export type WebhookSecretBox = SecretBox;
export const WebhookSecretBox = {
  open: (db: Kysely<Database>, configured: string | null): Promise<SecretBox> => SecretBox.open(db, configured, 'webhook_secret_key'),
};
