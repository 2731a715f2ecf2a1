import type { Session, SessionMethod } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { notFound } from '../../lib/AppError';
import { isUuid } from '../../lib/isUuid';
import { describeUserAgent } from './describeUserAgent';

/** Where a sign-in came from: the client's address and user agent (cut to 512 characters). */
export interface SessionClient {
  ip: string | null;
  userAgent: string | null;
}

const USER_AGENT_MAX = 512;
const clientColumns = ({ ip, userAgent }: SessionClient) => ({ ip: ip || null, user_agent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null });

/** The row GET /auth/sessions reads for a new sign-in; pass the transaction that issues its first token. */
export async function recordSession(
  db: Kysely<Database>,
  familyId: string,
  userId: string,
  method: SessionMethod,
  client: SessionClient,
  ssoOrganizationId: string | null = null,
) {
  await db
    .insertInto('auth_sessions')
    .values({ family_id: familyId, user_id: userId, method, sso_organization_id: ssoOrganizationId, ...clientColumns(client) })
    .execute();
}

/** A refresh: the sign-in's last use, and the address and agent it was used from. */
export async function touchSession(db: Kysely<Database>, familyId: string, client: SessionClient) {
  await db.updateTable('auth_sessions').set({ last_used_at: new Date(), ...clientColumns(client) }).where('family_id', '=', familyId).execute();
}

/**
 * The user's sign-ins still alive (a live token: not revoked, not spent, not expired), newest use
 * first. A family older than `auth_sessions` is listed with its live token's time and no client.
 */
export async function listSessions(db: Kysely<Database>, userId: string, currentFamilyId: string): Promise<Session[]> {
  const rows = await db
    .selectFrom('refresh_tokens as t')
    .leftJoin('auth_sessions as s', 's.family_id', 't.family_id')
    .select(['t.family_id', 't.created_at as token_created_at', 's.method', 's.ip', 's.user_agent', 's.created_at', 's.last_used_at'])
    .where('t.user_id', '=', userId)
    .where('t.revoked_at', 'is', null)
    .where('t.used_at', 'is', null)
    .where('t.expires_at', '>', new Date())
    .execute();
  const byFamily = new Map(rows.map((row) => [row.family_id, row]));
  return [...byFamily.values()]
    .map((row) => ({
      id: row.family_id,
      current: row.family_id === currentFamilyId,
      createdAt: (row.created_at ?? row.token_created_at).toISOString(),
      lastUsedAt: (row.last_used_at ?? row.token_created_at).toISOString(),
      ip: row.ip ?? null,
      userAgent: row.user_agent ?? null,
      ...describeUserAgent(row.user_agent ?? null),
      method: row.method ?? 'password',
    }))
    .sort((a, b) => b.lastUsedAt.localeCompare(a.lastUsedAt) || a.id.localeCompare(b.id));
}

/**
 * Ends sign-ins of the user: one (`only`) or every one but `except`. Its refresh tokens are revoked,
 * so its next refresh fails and its access tokens answer 401 from their next request (the guard's
 * one statement reads the family's revocation; the write, placed by user, drops that user's cached
 * answers). Answers the families ended. `only` that is not a live sign-in of this user is a 404.
 */
export async function revokeSessions(
  db: Kysely<Database>,
  userId: string,
  target: { only: string } | { except: string },
): Promise<string[]> {
  if ('only' in target && !isUuid(target.only)) throw notFound('Session');
  let revoke = db.updateTable('refresh_tokens').set({ revoked_at: new Date() }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  revoke = 'only' in target ? revoke.where('family_id', '=', target.only) : revoke.where('family_id', '!=', target.except);
  const rows = await revoke.returning('family_id').execute();
  const families = [...new Set(rows.map((row) => row.family_id))];
  if ('only' in target && families.length === 0) throw notFound('Session');
  return families;
}
