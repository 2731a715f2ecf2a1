import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';

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
 * The signing secret is needed in clear at every delivery, so it cannot be kept as a hash like an
 * API key's: it is stored encrypted with AES-256-GCM under a key that is not in the `webhooks`
 * table (WEBHOOK_SECRET_KEY, else one generated once and kept in `app_secrets`). A copy of the
 * table alone, or an answer of the API, never shows it.
 */
export class WebhookSecretBox {
  private constructor(private readonly key: Buffer) {}

  static async open(db: Kysely<Database>, configured: string | null): Promise<WebhookSecretBox> {
    return new WebhookSecretBox(createHash('sha256').update(configured ?? (await storedKey(db))).digest());
  }

  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), sealed.toString('base64')].join('.');
  }

  /** Throws when the value was sealed under another key (WEBHOOK_SECRET_KEY changed). */
  unseal(value: string): string {
    const [version, iv, tag, sealed] = value.split('.');
    if (version !== 'v1' || !iv || !tag || !sealed) throw new Error('Unknown format of a stored webhook secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64')), decipher.final()]).toString('utf8');
  }
}

const keyName = 'webhook_secret_key';

/** Insert-if-absent then read: processes starting together all read the winner's key. */
async function storedKey(db: Kysely<Database>): Promise<string> {
  await db
    .insertInto('app_secrets')
    .values({ name: keyName, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', keyName).executeTakeFirstOrThrow();
  return row.value;
}
