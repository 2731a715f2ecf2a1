import type { Kysely } from 'kysely';
import type { Database } from './Database';
import { WriteWatch } from './WriteWatch';

/** Answers kept at most per cache; past it the cache starts again empty (a bound, not a policy). */
const MAX_ENTRIES = 500;

/**
 * Answers of one read (the JSON text the database wrote) kept per key while no write to the tables
 * it reads has been counted by the database's WriteWatch (PGlite, this process its only client; see
 * AccessCache). `tables` names every table whose writes may change the answer, including those
 * whose deletes cascade into it. An answer is kept only when no such write was counted between the
 * start of its query and its result, and served only while the count has not moved: never stale.
 * The route's guard still runs on every request. Without a WriteWatch (PostgreSQL, where other
 * processes write too) nothing is kept.
 */
export class ReadCache<P> {
  private readonly entries = new Map<string, P>();
  private writes: number;

  private constructor(
    private readonly watch: WriteWatch | undefined,
    private readonly tables: readonly (keyof Database)[],
  ) {
    this.writes = this.count();
  }

  private count(): number {
    const watch = this.watch;
    return watch ? this.tables.reduce((sum, table) => sum + watch.writesTo(table), 0) : 0;
  }

  static for<P>(db: Kysely<Database>, tables: readonly (keyof Database)[]): ReadCache<P> {
    const watch = db.getExecutor().plugins.find((plugin): plugin is WriteWatch => plugin instanceof WriteWatch);
    return new ReadCache<P>(watch, tables);
  }

  async get(key: string, load: () => Promise<P>): Promise<P> {
    if (!this.watch) return load();
    const now = this.count();
    if (now !== this.writes) {
      this.entries.clear();
      this.writes = now;
    }
    const kept = this.entries.get(key);
    if (kept !== undefined) return kept;
    const answer = await load();
    if (this.count() === now && this.writes === now) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(key, answer);
    }
    return answer;
  }
}
