import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';

/** Only this digest is stored: a leaked table does not yield usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface IssuedRefreshToken {
  token: string;
  familyId: string;
}

/** A new opaque token; without `familyId` it starts a new family (a new sign-in). */
export async function issueRefreshToken(
  db: Kysely<Database>,
  { userId, familyId = randomUUID(), ttlSeconds }: { userId: string; familyId?: string; ttlSeconds: number },
): Promise<IssuedRefreshToken> {
  const token = randomBytes(32).toString('base64url');
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

export async function revokeFamily(db: Kysely<Database>, familyId: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Logout: revokes the family of a token, whatever state the token is in. Unknown tokens are ignored. */
export async function revokeFamilyOfToken(db: Kysely<Database>, token: string): Promise<void> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('family_id')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (row) await revokeFamily(db, row.family_id);
}

/** True when the family was revoked (logout or reuse): its access tokens die with it. */
export async function isFamilyRevoked(db: Kysely<Database>, familyId: string): Promise<boolean> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('id')
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}
