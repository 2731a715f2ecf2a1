import type { Kysely } from 'kysely';
import type { Database } from './Database';
import { WriteWatch } from './WriteWatch';

export interface ReadCacheOptions {
  /** Answers kept at most; past it the cache starts again empty (a bound, not a policy). Default 500. */
  maxEntries?: number;
}

/**
 * Answers of one read kept per key while no write to the tables it reads has been counted by the
 * database's WriteWatch. `tables` names every table whose writes may change the answer, including
 * those whose deletes cascade into it. An answer (`undefined` too: "no such row" is an answer) is
 * kept only when no such write was counted between the start of its query and its result, and
 * served only while the count has not moved. On PGlite that is exact (this process is the only
 * writer); on PostgreSQL another process's commit is counted when its notification arrives, about
 * a millisecond later (`listenForWrites`), and nothing is kept while the watch is not `live`.
 * Callers asking for a key while its load is under way (and no write was counted since it began)
 * share that load: after a write, a burst of requests reads the database once, not once each.
 * Without a WriteWatch every call goes to the database.
 */
export class ReadCache<P> {
  private readonly entries = new Map<string, P>();
  /** Loads under way, shared by the callers that ask for the same key meanwhile (no write counted since it began). */
  private readonly pending = new Map<string, { writes: number; answer: Promise<P> }>();
  private readonly maxEntries: number;
  private writes: number;

  constructor(
    private readonly watch: WriteWatch | undefined,
    private readonly tables: readonly string[],
    { maxEntries = 500 }: ReadCacheOptions = {},
  ) {
    this.maxEntries = maxEntries;
    this.writes = this.count();
  }

  /** The cache of reads of `db`, on when its executor carries a WriteWatch (createDatabase's handles do). */
  static for<P>(db: Kysely<Database>, tables: readonly (keyof Database)[], options?: ReadCacheOptions): ReadCache<P> {
    const watch = db.getExecutor().plugins.find((plugin): plugin is WriteWatch => plugin instanceof WriteWatch);
    return new ReadCache<P>(watch, tables, options);
  }

  /** Keeping answers now: there is a WriteWatch and it counts every write. */
  get enabled(): boolean {
    return this.watch?.live === true;
  }

  private count(): number {
    const watch = this.watch;
    return watch ? this.tables.reduce((sum, table) => sum + watch.writesTo(table), 0) : 0;
  }

  async get(key: string, load: () => Promise<P>): Promise<P> {
    if (!this.enabled) return load();
    const now = this.count();
    if (now !== this.writes) {
      this.entries.clear();
      this.writes = now;
    }
    if (this.entries.has(key)) return this.entries.get(key) as P;
    const under = this.pending.get(key);
    if (under && under.writes === now) return under.answer;
    const answer = load();
    this.pending.set(key, { writes: now, answer });
    try {
      const value = await answer;
      if (this.enabled && this.count() === now && this.writes === now) {
        if (this.entries.size >= this.maxEntries) this.entries.clear();
        this.entries.set(key, value);
      }
      return value;
    } finally {
      if (this.pending.get(key)?.answer === answer) this.pending.delete(key);
    }
  }
}
