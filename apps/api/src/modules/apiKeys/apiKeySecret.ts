import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, API_KEY_SECRET_LENGTH } from '@okr/contract';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** Bytes at or above this would make some characters likelier than others (256 = 4 × 62 + 8). */
const UNBIASED_BELOW = 248;

/** A new secret: `okr_` and 40 base62 characters from the system's random source (≈ 238 bits). */
export function newApiKeySecret(): string {
  let body = '';
  while (body.length < API_KEY_SECRET_LENGTH) {
    for (const byte of randomBytes(64)) {
      if (byte >= UNBIASED_BELOW) continue;
      body += BASE62[byte % 62];
      if (body.length === API_KEY_SECRET_LENGTH) break;
    }
  }
  return API_KEY_PREFIX + body;
}

/**
 * What is stored of a secret and looked up: its SHA-256. A fast hash is right here (unlike for
 * passwords): the secret is random with ~238 bits, nothing to guess word by word, and the lookup
 * runs on every request. Equality is found by the unique index, not by comparing in JavaScript.
 */
export function hashApiKeySecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** The part shown in lists to tell keys apart: `okr_` and the next four characters. */
export function prefixOf(secret: string): string {
  return secret.slice(0, API_KEY_PREFIX.length + 4);
}

/** Whether a string has the exact shape of a secret (anything else is refused before any lookup). */
export function looksLikeApiKeySecret(value: string): boolean {
  return value.length === API_KEY_PREFIX.length + API_KEY_SECRET_LENGTH && /^okr_[0-9A-Za-z]+$/.test(value);
}
