import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A link's token: 32 random bytes in base64url (api-contract.md "Invitations", "Password reset"). */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored of a token: its SHA-256, hex. The token itself is never stored, logged or audited. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether `token` hashes to `storedHash`, compared in constant time. */
export function linkTokenMatches(token: string, storedHash: string): boolean {
  const computed = Buffer.from(hashLinkToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return computed.length === stored.length && timingSafeEqual(computed, stored);
}

/** Only the shape a token of ours has is looked up at all. */
export const looksLikeLinkToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);
