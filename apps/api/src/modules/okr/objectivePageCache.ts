import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { WriteWatch } from '../../db/WriteWatch';

/** Pages kept at most; past it the cache starts again empty. */
const MAX_PAGES = 500;

/**
 * Pages of the objectives list (the JSON text the database wrote, with its total and cursor) kept
 * per organization and query while no write to `objectives` has been counted by the database's
 * WriteWatch (PGlite, this process its only client; see AccessCache). Every change to a listed
 * field is a write to `objectives` (key results and check-ins rewrite the objective's progress
 * there; renamed options rewrite its classification), so a page is never served stale. The guard
 * still runs on every request. Without a WriteWatch (PostgreSQL) nothing is kept.
 */
export class ObjectivePageCache<P> {
  private readonly pages = new Map<string, P>();
  private writes: number;

  private constructor(private readonly watch: WriteWatch | undefined) {
    this.writes = this.count();
  }

  /** Writes that may change a listed objective: its own table, and those whose deletes cascade into it. */
  private count(): number {
    const watch = this.watch;
    return watch ? watch.writesTo('objectives') + watch.writesTo('users') + watch.writesTo('organizations') : 0;
  }

  static for<P>(db: Kysely<Database>): ObjectivePageCache<P> {
    return new ObjectivePageCache<P>(db.getExecutor().plugins.find((plugin): plugin is WriteWatch => plugin instanceof WriteWatch));
  }

  async get(key: string, load: () => Promise<P>): Promise<P> {
    const watch = this.watch;
    if (!watch) return load();
    const now = this.count();
    if (now !== this.writes) {
      this.pages.clear();
      this.writes = now;
    }
    const kept = this.pages.get(key);
    if (kept !== undefined) return kept;
    const page = await load();
    if (this.count() === now && this.writes === now) {
      if (this.pages.size >= MAX_PAGES) this.pages.clear();
      this.pages.set(key, page);
    }
    return page;
  }
}
