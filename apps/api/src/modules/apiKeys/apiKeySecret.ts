import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, API_KEY_SECRET_LENGTH } from '@okr/contract';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** Bytes at or above this would make some characters likelier than others (256 = 4 × 62 + 8). */
const UNBIASED_BELOW = 248;

/** A new secret: `okr_` and 40 base62 characters from the system's random source (≈ 238 bits). */
export function newApiKeySecret(): string {
  return newBearerSecret(API_KEY_PREFIX);
}

/** A bearer secret of any kind (API keys, SCIM tokens): `prefix` and 40 unbiased base62 characters. */
export function newBearerSecret(prefix: string): string {
  let body = '';
  while (body.length < API_KEY_SECRET_LENGTH) {
    for (const byte of randomBytes(64)) {
      if (byte >= UNBIASED_BELOW) continue;
      body += BASE62[byte % 62];
      if (body.length === API_KEY_SECRET_LENGTH) break;
    }
  }
  return prefix + body;
}

/**
 * What is stored of a secret and looked up: its SHA-256. A fast hash is right here (unlike for
 * passwords): the secret is random with ~238 bits, nothing to guess word by word, and the lookup
 * runs on every request. Equality is found by the unique index, not by comparing in JavaScript.
 */
export function hashApiKeySecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** The part shown in lists to tell secrets apart: the kind's prefix (`okr_`) and the next four characters. */
export function prefixOf(secret: string, kind = API_KEY_PREFIX): string {
  return secret.slice(0, kind.length + 4);
}

/** Whether a string has the exact shape of a bearer secret of the kind `prefix` names. */
export function looksLikeBearerSecret(value: string, prefix: string): boolean {
  return value.length === prefix.length + API_KEY_SECRET_LENGTH && value.startsWith(prefix) && /^[0-9A-Za-z]+$/.test(value.slice(prefix.length));
}

/** Whether a string has the exact shape of a secret (anything else is refused before any lookup). */
export function looksLikeApiKeySecret(value: string): boolean {
  return looksLikeBearerSecret(value, API_KEY_PREFIX);
}
