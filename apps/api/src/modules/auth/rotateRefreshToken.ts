import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { recordAudit } from '../audit/recordAudit';
import { hashToken, issueRefreshToken, revokeFamily, successorOf } from './refreshTokens';
import type { IssuedRefreshToken } from './refreshTokens';

export type RotationResult =
  | ({ status: 'rotated'; userId: string } & IssuedRefreshToken)
  | { status: 'invalid' }
  /** An already-used token came back after the grace window: its whole family is revoked. */
  | { status: 'reused' };

export interface RotationOptions {
  ttlSeconds: number;
  /** api-contract.md "Sessions": a token presented again this soon after its rotation is not reuse; 0 = off. */
  reuseGraceSeconds: number;
  /** Key of `successorOf`. */
  successorKey: Buffer;
  /** The clock, for tests. */
  now?: Date;
  /** The client's address, for the `auth.refresh_reused` audit entry. */
  ip?: string | null;
}

// A chain rotated more often than this within one grace window is not a client retrying.
const maxGraceSteps = 5;

const withinGrace = (usedAt: Date, now: Date, graceSeconds: number) =>
  graceSeconds > 0 && now.getTime() - usedAt.getTime() <= graceSeconds * 1000;

/**
 * The live token that rotations after `token` led to, if every step happened within the grace
 * window: what a retry of `token` is answered. Read-only, so concurrent retries cannot fork.
 */
async function liveSuccessor(
  db: Kysely<Database>,
  token: string,
  { successorKey, reuseGraceSeconds, now }: Required<RotationOptions>,
): Promise<string | undefined> {
  let candidate = successorOf(successorKey, token);
  for (let step = 0; step < maxGraceSteps; step += 1) {
    const row = await db
      .selectFrom('refresh_tokens')
      .select(['used_at', 'revoked_at', 'expires_at'])
      .where('token_hash', '=', hashToken(candidate))
      .executeTakeFirst();
    if (!row || row.revoked_at || row.expires_at <= now) return undefined;
    if (!row.used_at) return candidate;
    if (!withinGrace(row.used_at, now, reuseGraceSeconds)) return undefined;
    candidate = successorOf(successorKey, candidate);
  }
  return undefined;
}

/**
 * Spends a refresh token and issues its successor in the same family. Spending is one conditional
 * UPDATE ... RETURNING: of two concurrent refreshes with one token exactly one rotates (on
 * PostgreSQL the other waits on the row lock, then finds the token used). The other, or a retry,
 * is answered the same successor while within the grace window; after it, reuse revokes the family.
 */
export async function rotateRefreshToken(
  db: Kysely<Database>,
  token: string,
  options: RotationOptions,
): Promise<RotationResult> {
  const settings = { ...options, now: options.now ?? new Date(), ip: options.ip ?? null };
  const { now } = settings;
  const tokenHash = hashToken(token);
  return db.transaction().execute(async (trx): Promise<RotationResult> => {
    // Whose token it is first, so that the update names its user: placed by user, it leaves the
    // other users' cached access alone (db/writtenUsers.ts). Unknown: nothing to spend.
    const holder = await trx.selectFrom('refresh_tokens').select('user_id').where('token_hash', '=', tokenHash).executeTakeFirst();
    if (!holder) return { status: 'invalid' };
    const spent = await trx
      .updateTable('refresh_tokens')
      .set({ used_at: now })
      .where('user_id', '=', holder.user_id)
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['user_id', 'family_id'])
      .executeTakeFirst();
    if (spent) {
      const next = await issueRefreshToken(trx, {
        userId: spent.user_id,
        familyId: spent.family_id,
        ttlSeconds: options.ttlSeconds,
        token: successorOf(options.successorKey, token),
      });
      return { status: 'rotated', userId: spent.user_id, ...next };
    }
    const known = await trx
      .selectFrom('refresh_tokens')
      .select(['family_id', 'user_id', 'used_at', 'revoked_at'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!known?.used_at) return { status: 'invalid' };
    if (!known.revoked_at && withinGrace(known.used_at, now, options.reuseGraceSeconds)) {
      const live = await liveSuccessor(trx, token, settings);
      if (live) return { status: 'rotated', userId: known.user_id, familyId: known.family_id, token: live };
    }
    // Committed with the transaction even though the caller answers 401.
    await revokeFamily(trx, known.family_id, known.user_id);
    const owner = await trx.selectFrom('users').select('email').where('id', '=', known.user_id).executeTakeFirst();
    await recordAudit(
      trx,
      { userId: known.user_id, email: owner?.email ?? null, ip: settings.ip },
      { action: 'auth.refresh_reused', organizationId: null, targetType: 'session', targetId: known.family_id },
    );
    return { status: 'reused' };
  });
}
