import { createHash, randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@okr/contract';

// Recovery codes: ten of them, shown once, kept as SHA-256 hashes. Each carries 50 random bits
// (ten base32 characters), so a plain hash is enough: nobody can try 2^50 guesses through the
// sign-in limits, and a stolen table gives no code back.

const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';

function newCode(): string {
  const chars = [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
}

/** A code as typed: case, spaces and dashes ignored. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.toLowerCase().replace(/[\s-]+/g, '')).digest('hex');
}
