import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { SecretBox } from '../../lib/SecretBox';

const boxes = new WeakMap<Kysely<Database>, Promise<SecretBox>>();

/**
 * TOTP secrets are needed in clear at every code check, so they are sealed (lib/SecretBox) under
 * a key kept in `app_secrets` (a copy of `user_totp` alone gives no secret back).
 */
export function mfaSecretBox(db: Kysely<Database>): Promise<SecretBox> {
  let box = boxes.get(db);
  if (!box) {
    box = SecretBox.open(db, null, 'mfa_secret_key');
    boxes.set(db, box);
  }
  return box;
}
