import type { MockDb } from './MockDb';
import type { SessionRecord } from './records';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/**
 * Starts a token family for the user. Tokens are fake, dot-free strings: the client reads a
 * JWT's expiry to refresh early, and an opaque token is never "expiring", which keeps stories still.
 */
export function issueSession(db: MockDb, userId: string, tokens?: SessionTokens, familyId?: string): SessionRecord {
  return db.sessions.insert({
    id: db.nextId('session'),
    userId,
    familyId: familyId ?? db.nextId('family'),
    accessToken: tokens?.accessToken ?? db.nextId('mock-access-token'),
    refreshToken: tokens?.refreshToken ?? db.nextId('mock-refresh-token'),
    rotatedAt: null,
    revoked: false,
  });
}

/** The live session of an access token (a rotated pair's access token stays valid until revoked, like a JWT). */
export function sessionForAccessToken(db: MockDb, accessToken: string): SessionRecord | undefined {
  return db.sessions.find((row) => row.accessToken === accessToken && !row.revoked);
}

export type RotateResult = { ok: true; session: SessionRecord } | { ok: false; reason: 'unknown' | 'reused' };

/** Single-use refresh: exchanges the token for a new pair; a reused token revokes its whole family. */
export function rotateRefreshToken(db: MockDb, refreshToken: string): RotateResult {
  const current = db.sessions.find((row) => row.refreshToken === refreshToken);
  if (!current || current.revoked) return { ok: false, reason: 'unknown' };
  if (current.rotatedAt !== null) {
    revokeFamily(db, current.familyId);
    return { ok: false, reason: 'reused' };
  }
  db.sessions.update(current.id, { rotatedAt: db.now() });
  return { ok: true, session: issueSession(db, current.userId, undefined, current.familyId) };
}

export function revokeFamily(db: MockDb, familyId: string): void {
  for (const row of db.sessions.filter((session) => session.familyId === familyId)) {
    db.sessions.update(row.id, { revoked: true });
  }
}
