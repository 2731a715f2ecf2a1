import { randomUUID } from 'node:crypto';
import { accountMessages } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database, EmailTokensTable } from '../../db/Database';
import { AppError } from '../../lib/AppError';
import { hashLinkToken, linkTokenMatches, looksLikeLinkToken, newLinkToken } from './linkTokens';

export type EmailTokenPurpose = EmailTokensTable['purpose'];

const unknownLink = (purpose: EmailTokenPurpose) =>
  new AppError('NOT_FOUND', purpose === 'verify' ? accountMessages.verifyLinkUnknown : accountMessages.changeLinkUnknown);

/** Stores a new link of `purpose` for the user (its hash only) and answers the token for the email. */
export async function issueEmailToken(
  db: Kysely<Database>,
  { userId, purpose, newEmail = null, ttlMs }: { userId: string; purpose: EmailTokenPurpose; newEmail?: string | null; ttlMs: number },
): Promise<string> {
  const token = newLinkToken();
  await db
    .insertInto('email_tokens')
    .values({ id: randomUUID(), user_id: userId, purpose, new_email: newEmail, token_hash: hashLinkToken(token), expires_at: new Date(Date.now() + ttlMs) })
    .execute();
  return token;
}

/**
 * Spends a link inside the caller's transaction, locking its row: 404 for a token we never issued
 * (for this purpose), 410 for a used or expired one. Every other unused link of the same purpose
 * of that user is spent with it: the newest action wins.
 */
export async function spendEmailToken(trx: Kysely<Database>, token: string, purpose: EmailTokenPurpose) {
  if (!looksLikeLinkToken(token)) throw unknownLink(purpose);
  const row = await trx
    .selectFrom('email_tokens')
    .selectAll()
    .where('token_hash', '=', hashLinkToken(token))
    .where('purpose', '=', purpose)
    .forUpdate()
    .executeTakeFirst();
  if (!row || !linkTokenMatches(token, row.token_hash)) throw unknownLink(purpose);
  if (row.used_at) throw new AppError('GONE', accountMessages.linkUsed);
  if (row.expires_at.getTime() <= Date.now()) throw new AppError('GONE', accountMessages.linkExpired);
  await trx
    .updateTable('email_tokens')
    .set({ used_at: new Date() })
    .where('user_id', '=', row.user_id)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  return row;
}
