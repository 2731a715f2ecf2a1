import type { Session, SessionMethod } from '@okr/contract';
import { readMockJwt, signMockJwt } from '../lib/mockJwt';
import type { MockDb } from './MockDb';
import type { SessionRecord, UserRecord } from './records';

export interface IssueSessionOptions {
  /** A fixed refresh token (the demo seed's, so fixtures work on every fresh db); else a new one. */
  refreshToken?: string;
  /** Continue a family (rotation); else the session starts a new one (a sign-in). */
  familyId?: string;
  /** How the sign-in was made (a rotation keeps its family's). */
  method?: SessionMethod;
  /** The user agent of the request that issues the token. */
  userAgent?: string | null;
}

/** A stored refresh token plus the access token issued with it. */
export type IssuedSession = SessionRecord & { accessToken: string };

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** An access token of a sign-in (family), issued at `issuedAt` and valid for `expiresInSeconds`. */
export function accessTokenFor(userId: string, familyId: string, issuedAt: string, expiresInSeconds: number): string {
  const iat = seconds(issuedAt);
  return signMockJwt({ sub: userId, sid: familyId, iat, exp: iat + expiresInSeconds });
}

/** Issues a refresh token (starting a family unless one is given) and an access token with it. */
export function issueSession(db: MockDb, userId: string, options: IssueSessionOptions = {}): IssuedSession {
  // A rotation continues its family: how it was made, and the agent unless a new one is known.
  const family = options.familyId === undefined ? undefined : db.sessions.filter((row) => row.familyId === options.familyId).at(-1);
  const session = db.sessions.insert({
    id: db.nextId('session'),
    userId,
    familyId: options.familyId ?? db.nextId('family'),
    refreshToken: options.refreshToken ?? db.nextId('mock-refresh-token'),
    rotatedAt: null,
    revoked: false,
    createdAt: db.now(),
    method: options.method ?? family?.method ?? 'password',
    userAgent: options.userAgent ?? family?.userAgent ?? null,
  });
  return { ...session, accessToken: accessTokenFor(userId, session.familyId, db.now(), db.settings.accessTokenTtlSeconds) };
}

export type AccessCheck =
  | { ok: true; user: UserRecord; familyId: string }
  | { ok: false; message: 'Invalid access token' | 'Access token expired' | 'Session is no longer valid' };

/**
 * An access token checked as the API checks it: a token the mocks made, not expired on the db's
 * clock, whose family is live (not revoked by logout or reuse) and whose user is active.
 */
export function verifyAccessToken(db: MockDb, token: string): AccessCheck {
  const claims = readMockJwt(token);
  if (!claims) return { ok: false, message: 'Invalid access token' };
  if (claims.exp <= seconds(db.now())) return { ok: false, message: 'Access token expired' };
  const family = db.sessions.filter((row) => row.familyId === claims.sid);
  const user = db.users.get(claims.sub);
  if (family.length === 0 || family.some((row) => row.revoked) || !user?.isActive) {
    return { ok: false, message: 'Session is no longer valid' };
  }
  return { ok: true, user, familyId: claims.sid };
}

/** The newest refresh token of a live access token's family, if the token is valid. */
export function sessionForAccessToken(db: MockDb, accessToken: string): SessionRecord | undefined {
  const check = verifyAccessToken(db, accessToken);
  if (!check.ok) return undefined;
  return db.sessions.filter((row) => row.familyId === check.familyId).at(-1);
}

export type RotateResult =
  | { ok: true; session: IssuedSession }
  | { ok: false; reason: 'unknown' | 'reused' | 'deactivated' };

/** Within the grace window after its rotation, a token is a retry (a lost answer, a race), not a copy. */
function withinGrace(db: MockDb, rotatedAt: string): boolean {
  const grace = db.settings.refreshReuseGraceSeconds;
  return grace > 0 && Date.parse(db.now()) - Date.parse(rotatedAt) <= grace * 1000;
}

/**
 * Single-use refresh, as the API does it: exchanges the token for a new pair of the same family.
 * Presented again within the grace window it answers another valid pair; after it, the reuse
 * revokes the whole family. A deactivated user's family is revoked too.
 */
export function rotateRefreshToken(db: MockDb, refreshToken: string): RotateResult {
  const current = db.sessions.find((row) => row.refreshToken === refreshToken);
  if (!current || current.revoked) return { ok: false, reason: 'unknown' };
  if (current.rotatedAt !== null && !withinGrace(db, current.rotatedAt)) {
    revokeFamily(db, current.familyId);
    return { ok: false, reason: 'reused' };
  }
  if (!db.users.get(current.userId)?.isActive) {
    revokeFamily(db, current.familyId);
    return { ok: false, reason: 'deactivated' };
  }
  if (current.rotatedAt === null) db.sessions.update(current.id, { rotatedAt: db.now() });
  return { ok: true, session: issueSession(db, current.userId, { familyId: current.familyId }) };
}

export function revokeFamily(db: MockDb, familyId: string): void {
  for (const row of db.sessions.filter((session) => session.familyId === familyId)) {
    db.sessions.update(row.id, { revoked: true });
  }
}

/** Logout: revokes the family of a refresh token, whatever state it is in; unknown tokens are ignored. */
export function revokeFamilyOfToken(db: MockDb, refreshToken: string): void {
  const session = db.sessions.find((row) => row.refreshToken === refreshToken);
  if (session) revokeFamily(db, session.familyId);
}

/**
 * The user's sign-ins still alive (a family with a live token), as GET /auth/sessions lists them,
 * newest use first. The mocks read no user agent: `browser`, `os` and `device` are null, and `ip`
 * too (a request in the browser has no address to read).
 */
export function listSessions(db: MockDb, userId: string, currentFamilyId: string): Session[] {
  const families = new Map<string, SessionRecord[]>();
  for (const row of db.sessions.filter((session) => session.userId === userId)) {
    families.set(row.familyId, [...(families.get(row.familyId) ?? []), row]);
  }
  return [...families.entries()]
    .filter(([, rows]) => rows.every((row) => !row.revoked) && rows.some((row) => row.rotatedAt === null))
    .map(([familyId, rows]) => ({
      id: familyId,
      current: familyId === currentFamilyId,
      createdAt: rows[0]!.createdAt,
      lastUsedAt: rows.at(-1)!.createdAt,
      ip: null,
      userAgent: rows.at(-1)!.userAgent,
      browser: null,
      os: null,
      device: null,
      method: rows[0]!.method,
    }))
    .sort((a, b) => b.lastUsedAt.localeCompare(a.lastUsedAt) || a.id.localeCompare(b.id));
}
