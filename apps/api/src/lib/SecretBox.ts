import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/Database';

/**
 * Secrets the server needs in clear later (a webhook's signing secret, an SSO client secret)
 * cannot be kept as hashes: they are stored sealed with AES-256-GCM under a key that is not in
 * the table holding them (an operator's key from the environment, else one generated once and
 * kept in `app_secrets` under `keyName`). A copy of that table alone, or an answer, never shows them.
 */
export class SecretBox {
  private constructor(private readonly key: Buffer) {}

  /** `configured` is stretched to 256 bits by SHA-256 (any length of operator key gives one AES key). */
  static async open(db: Kysely<Database>, configured: string | Buffer | null, keyName: string): Promise<SecretBox> {
    return new SecretBox(createHash('sha256').update(configured ?? (await storedKey(db, keyName))).digest());
  }

  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), sealed.toString('base64')].join('.');
  }

  /** Throws when the value was sealed under another key (the operator's key changed). */
  unseal(value: string): string {
    const [version, iv, tag, sealed] = value.split('.');
    if (version !== 'v1' || !iv || !tag || !sealed) throw new Error('Unknown format of a stored secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64')), decipher.final()]).toString('utf8');
  }
}

/** Insert-if-absent then read: processes starting together all read the winner's key. */
async function storedKey(db: Kysely<Database>, keyName: string): Promise<string> {
  await db
    .insertInto('app_secrets')
    .values({ name: keyName, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', keyName).executeTakeFirstOrThrow();
  return row.value;
}
