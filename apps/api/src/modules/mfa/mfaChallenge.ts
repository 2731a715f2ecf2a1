import { randomUUID } from 'node:crypto';
import { MFA_TOKEN_TTL_SECONDS } from '@okr/contract';
import type { MfaChallengeResponse, MfaMethod } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/Database';
import { hashLinkToken, newLinkToken } from '../auth/linkTokens';
import { factorsOf } from './userFactors';

/** How the first factor of a sign-in waiting for its second was given. */
export interface FirstFactor {
  method: 'password' | 'sso';
  /** For `sso`: the organization whose single sign-on vouched. */
  ssoOrganizationId?: string | null;
}

/** The factors a user can answer with, in the contract's order. */
export async function methodsOf(db: Kysely<Database>, userId: string): Promise<MfaMethod[]> {
  const factors = await factorsOf(db, userId);
  return [
    ...(factors.totp ? (['totp'] as const) : []),
    ...(factors.passkeys > 0 ? (['passkey'] as const) : []),
    ...(factors.recoveryCodes > 0 ? (['recovery_code'] as const) : []),
  ];
}

/**
 * The first factor was right and the user has a second: no tokens yet, an `mfaToken` instead (five
 * minutes, single use, bound to this user; only its hash is kept).
 */
export async function challengeSecondFactor(db: Kysely<Database>, user: UserRow, first: FirstFactor): Promise<MfaChallengeResponse> {
  const token = newLinkToken();
  await db
    .insertInto('mfa_challenges')
    .values({
      id: randomUUID(),
      user_id: user.id,
      purpose: 'login',
      token_hash: hashLinkToken(token),
      first_method: first.method,
      sso_organization_id: first.ssoOrganizationId ?? null,
      expires_at: new Date(Date.now() + MFA_TOKEN_TTL_SECONDS * 1000),
    })
    .execute();
  return { mfaRequired: true, mfaToken: token, methods: await methodsOf(db, user.id) };
}

/** The live sign-in step an `mfaToken` names (not used, not expired), or undefined. */
export async function findMfaChallenge(db: Kysely<Database>, token: string) {
  return db
    .selectFrom('mfa_challenges')
    .selectAll()
    .where('token_hash', '=', hashLinkToken(token))
    .where('purpose', '=', 'login')
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
}

/** Spends the step: true for the one request that does. */
export async function spendMfaChallenge(db: Kysely<Database>, id: string): Promise<boolean> {
  const spent = await db
    .updateTable('mfa_challenges')
    .set({ used_at: new Date() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return spent.numUpdatedRows > 0n;
}
