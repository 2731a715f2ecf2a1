import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { ReadCache } from '../../db/ReadCache';
import { loadAccess } from './loadAccess';
import type { Access, AccessQuery } from './loadAccess';

/** The tables whose rows decide who may do what (loadAccess reads them). */
export const ACCESS_TABLES = [
  'users',
  'organizations',
  'organization_members',
  'roles',
  'user_roles',
  'role_permissions',
  'refresh_tokens',
] as const satisfies readonly (keyof Database)[];

/**
 * `loadAccess` answers kept per (user, sign-in, organization asked for) in a `ReadCache` over the
 * access tables (performance-notes.md: the guard's query is most of an authenticated read's cost).
 * Not a TTL: a permission change, a removed member, a revoked sign-in or a deactivated user takes
 * effect on the next request this process serves after the write is counted (at once for its own
 * writes and on PGlite; on PostgreSQL another process's when its commit's notification arrives).
 */
export class AccessCache {
  private readonly cache: ReadCache<Access | undefined>;

  constructor(
    private readonly db: Kysely<Database>,
    cache?: ReadCache<Access | undefined>,
  ) {
    this.cache = cache ?? ReadCache.for(db, ACCESS_TABLES, { maxEntries: 10_000 });
  }

  get enabled(): boolean {
    return this.cache.enabled;
  }

  load(query: AccessQuery): Promise<Access | undefined> {
    const key = `${query.userId}|${query.sessionId}|${query.organizationId ?? ''}`;
    // About the user too: their sign-ins and their own row are placed by user (db/writtenUsers.ts),
    // so another user's sign-in or switch of organization leaves this answer alone.
    return this.cache.get(key, () => loadAccess(this.db, query), query.organizationId, query.userId);
  }
}

const caches = new WeakMap<Kysely<Database>, AccessCache>();

/** The one AccessCache of a database instance (the app's `db`). */
export function accessCacheOf(db: Kysely<Database>): AccessCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new AccessCache(db);
    caches.set(db, cache);
  }
  return cache;
}
