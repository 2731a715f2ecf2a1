import { createHash, randomUUID } from 'node:crypto';
import { MFA_TOKEN_TTL_SECONDS } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';

// WebAuthn challenges (api-contract.md "Second factors"): kept as SHA-256 in `mfa_challenges`,
// single use, five minutes. The answer names its challenge in clientDataJSON, so the public
// sign-in needs no cookie: the challenge itself finds its row.

type Purpose = 'passkey_register' | 'passkey_login';

const hashOf = (challenge: string) => createHash('sha256').update(challenge).digest('hex');

/** Where passkeys belong: the app's address (APP_URL), its host name as the relying party id. */
export function relyingParty(appUrl: string) {
  const url = new URL(appUrl);
  return { rpID: url.hostname, origin: url.origin };
}

export async function rememberChallenge(db: Kysely<Database>, purpose: Purpose, challenge: string, userId: string | null): Promise<void> {
  await db
    .insertInto('mfa_challenges')
    .values({ id: randomUUID(), user_id: userId, purpose, token_hash: hashOf(challenge), expires_at: new Date(Date.now() + MFA_TOKEN_TTL_SECONDS * 1000) })
    .execute();
}

/** The challenge an answer's clientDataJSON names, or null when it cannot be read. */
export function challengeOf(clientDataJSON: string): string | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (parsed as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && challenge.length <= 512 ? challenge : null;
  } catch {
    return null;
  }
}

/**
 * Spends a live challenge of ours for `purpose` (and `userId` when given): true for the one
 * request that does. Spent before the signature is checked, so an answer is never tried twice.
 */
export async function spendChallenge(db: Kysely<Database>, purpose: Purpose, challenge: string, userId: string | null): Promise<boolean> {
  const spend = db
    .updateTable('mfa_challenges')
    .set({ used_at: new Date() })
    .where('token_hash', '=', hashOf(challenge))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .where('user_id', userId === null ? 'is' : '=', userId);
  return (await spend.executeTakeFirst()).numUpdatedRows > 0n;
}
