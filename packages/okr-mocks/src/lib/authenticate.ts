import { ORGANIZATION_HEADER } from '@okr/contract';
import type { MockDb } from '../db/MockDb';
import { currentOrganizationOf, membershipOf } from '../db/organizations';
import type { OrganizationRecord, UserRecord } from '../db/records';
import { verifyAccessToken } from '../db/sessions';
import type { DbSource } from './DbSource';
import { fail } from './respond';

export interface Caller {
  db: MockDb;
  user: UserRecord;
  /** The sign-in (refresh-token family) the access token belongs to. */
  familyId: string;
}

const bearer = /^Bearer\s+(\S+)$/i;

/** The user behind `Authorization: Bearer <token>`, or the API's 401 UNAUTHENTICATED answer. */
export function authenticate(request: Request, db: MockDb): Omit<Caller, 'db'> {
  const token = bearer.exec(request.headers.get('Authorization') ?? '')?.[1];
  if (!token) return fail('UNAUTHENTICATED', 'Missing access token');
  const check = verifyAccessToken(db, token);
  if (!check.ok) return fail('UNAUTHENTICATED', check.message);
  return { user: check.user, familyId: check.familyId };
}

/** Changes a scenario makes to the caller's data before the first answer (see `organizationHandlers.one`). */
export type PrepareCaller = (db: MockDb, user: UserRecord, request: Request) => void;

/**
 * Resolves the caller of a request against the source's current db, first running `prepare`
 * once per db and user, so a scenario shapes a fresh db without any state between stories.
 */
export function callerResolver(source: DbSource, prepare?: PrepareCaller): (request: Request) => Caller {
  const prepared = new WeakMap<MockDb, Set<string>>();
  return (request) => {
    const db = source();
    const { user, familyId } = authenticate(request, db);
    if (!prepare) return { db, user, familyId };
    const done = prepared.get(db) ?? new Set<string>();
    prepared.set(db, done);
    if (!done.has(user.id)) {
      done.add(user.id);
      prepare(db, user, request);
    }
    return { db, user: db.users.get(user.id) ?? user, familyId };
  };
}

/**
 * The organization a request acts in: the `X-Organization-Id` header (the caller must be an
 * active member, else 404 so other tenants' ids are never confirmed), else the server-side current one.
 */
export function requestOrganization(request: Request, db: MockDb, user: UserRecord): OrganizationRecord | null {
  const wanted = request.headers.get(ORGANIZATION_HEADER);
  if (!wanted) return currentOrganizationOf(db, user);
  const organization = db.organizations.get(wanted);
  if (!organization || !membershipOf(db, user.id, wanted)) return fail('NOT_FOUND', 'Organization not found');
  return organization;
}
