import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { hashToken, issueRefreshToken, revokeFamily } from './refreshTokens';
import type { IssuedRefreshToken } from './refreshTokens';

export type RotationResult =
  | ({ status: 'rotated'; userId: string } & IssuedRefreshToken)
  | { status: 'invalid' }
  /** An already-used token came back: someone holds a copy, so its whole family is revoked. */
  | { status: 'reused' };

/**
 * Spends a refresh token and issues its successor in the same family. Marking the token used is
 * one conditional UPDATE, so two concurrent refreshes with one token cannot both succeed.
 */
export async function rotateRefreshToken(
  db: Kysely<Database>,
  token: string,
  ttlSeconds: number,
): Promise<RotationResult> {
  const tokenHash = hashToken(token);
  const now = new Date();
  return db.transaction().execute(async (trx): Promise<RotationResult> => {
    const spent = await trx
      .updateTable('refresh_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['user_id', 'family_id'])
      .executeTakeFirst();
    if (spent) {
      const next = await issueRefreshToken(trx, { userId: spent.user_id, familyId: spent.family_id, ttlSeconds });
      return { status: 'rotated', userId: spent.user_id, ...next };
    }
    const known = await trx
      .selectFrom('refresh_tokens')
      .select(['family_id', 'used_at'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (known?.used_at) {
      // Committed with the transaction even though the caller answers 401.
      await revokeFamily(trx, known.family_id);
      return { status: 'reused' };
    }
    return { status: 'invalid' };
  });
}
