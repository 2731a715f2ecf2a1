import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { WriteWatch } from '../../db/WriteWatch';
import { loadAccess } from './loadAccess';
import type { Access, AccessQuery } from './loadAccess';

/** Entries kept at most; past it the cache starts again empty (a bound, not a policy). */
const MAX_ENTRIES = 10_000;

/**
 * `loadAccess` answers kept per (user, sign-in, organization asked for) while no access table has
 * been written since (performance-notes.md: the guard's query is most of an authenticated read's
 * cost on PGlite). Exact, not a TTL: the `WriteWatch` of the database counts every write to the
 * access tables as it is compiled; an answer is kept only when no write was counted between the
 * start of its query and its result, and served only while the count has not moved. So a
 * permission change, a removed member, a revoked sign-in or a deactivated user takes effect on the
 * very next request. Without a WriteWatch (PostgreSQL) every call goes to the database.
 */
export class AccessCache {
  private readonly entries = new Map<string, Access | undefined>();
  private epoch: number;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly watch: WriteWatch | undefined,
  ) {
    this.epoch = watch?.epoch ?? 0;
  }

  /** The cache of `db`, enabled when its executor carries a WriteWatch (PGlite handles do). */
  static for(db: Kysely<Database>): AccessCache {
    const watch = db.getExecutor().plugins.find((plugin): plugin is WriteWatch => plugin instanceof WriteWatch);
    return new AccessCache(db, watch);
  }

  get enabled(): boolean {
    return this.watch !== undefined;
  }

  async load(query: AccessQuery): Promise<Access | undefined> {
    const watch = this.watch;
    if (!watch) return loadAccess(this.db, query);
    if (watch.epoch !== this.epoch) {
      this.entries.clear();
      this.epoch = watch.epoch;
    }
    const key = `${query.userId}|${query.sessionId}|${query.organizationId ?? ''}`;
    if (this.entries.has(key)) return this.entries.get(key);
    const before = watch.epoch;
    const access = await loadAccess(this.db, query);
    if (watch.epoch === before && this.epoch === before) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(key, access);
    }
    return access;
  }
}

const caches = new WeakMap<Kysely<Database>, AccessCache>();

/** The one AccessCache of a database instance (the app's `db`). */
export function accessCacheOf(db: Kysely<Database>): AccessCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = AccessCache.for(db);
    caches.set(db, cache);
  }
  return cache;
}
