import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';

/** Only this digest is stored: a leaked table does not yield usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The key successors are derived with, from the server's secret: only the server can compute one. */
export function refreshSuccessorKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('okr refresh-token successor').digest();
}

/**
 * The token a rotation issues after `token`. Derived rather than random so that a caller presenting
 * `token` again within the reuse grace window can be answered the very same successor (only its
 * hash is stored): one chain per family, never a fork.
 */
export function successorOf(key: Buffer, token: string): string {
  return createHmac('sha256', key).update(token).digest('base64url');
}

export interface IssuedRefreshToken {
  token: string;
  familyId: string;
}

export interface NewRefreshToken {
  userId: string;
  /** Unset: a new family (a new sign-in). */
  familyId?: string;
  ttlSeconds: number;
  /** Unset: a random one (a sign-in); a rotation passes the derived successor. */
  token?: string;
}

/** Stores a new opaque token (its hash only) and answers it. */
export async function issueRefreshToken(
  db: Kysely<Database>,
  { userId, familyId = randomUUID(), ttlSeconds, token = randomBytes(32).toString('base64url') }: NewRefreshToken,
): Promise<IssuedRefreshToken> {
  await db
    .insertInto('refresh_tokens')
    .values({
      id: randomUUID(),
      family_id: familyId,
      user_id: userId,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + ttlSeconds * 1000),
    })
    .execute();
  return { token, familyId };
}

/**
 * Revokes a sign-in. With `userId` (the family's user) the statement says whose rows it writes, so
 * the read caches drop that user's answers only (db/writtenUsers.ts), not everyone's.
 */
export async function revokeFamily(db: Kysely<Database>, familyId: string, userId?: string): Promise<void> {
  let revoke = db.updateTable('refresh_tokens').set({ revoked_at: new Date() }).where('family_id', '=', familyId);
  if (userId !== undefined) revoke = revoke.where('user_id', '=', userId);
  await revoke.where('revoked_at', 'is', null).execute();
}

/** Logout: revokes the family of a token, whatever state the token is in. Unknown tokens are ignored. */
export async function revokeFamilyOfToken(db: Kysely<Database>, token: string): Promise<void> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select(['family_id', 'user_id'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (row) await revokeFamily(db, row.family_id, row.user_id);
}
