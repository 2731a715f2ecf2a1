import type { Kysely } from 'kysely';
import type { Database } from './Database';
import { WriteWatch } from './WriteWatch';

export interface ReadCacheOptions {
  /** Answers kept at most; past it the least recently used one goes. Default 500. */
  maxEntries?: number;
}

interface Entry<P> {
  value: P;
  /** The organization the answer is about (null: none in particular). */
  organizationId: string | null;
  /** The user the answer is about (null: none in particular). */
  userId: string | null;
  /** The write count it was read at. */
  writes: number;
}

/**
 * Answers of one read kept per key while no write that may change them has been counted by the
 * database's WriteWatch. `tables` names every table whose writes may change the answer, including
 * those whose deletes cascade into it; an answer about one organization (`get`'s
 * `organizationId`) is changed only by writes to that organization's rows and by writes the watch
 * cannot place (whole table), so a check-in in one organization leaves the others' answers alone.
 * An answer (`undefined` too: "no such row" is an answer) is kept only when no such write was
 * counted between the start of its query and its result, and served only while the count has not
 * moved. On PGlite that is exact (this process is the only writer); on PostgreSQL another
 * process's commit is counted when its notification arrives, about a millisecond later
 * (`listenForWrites`), and nothing is kept while the watch is not `live`. Callers asking for a
 * key while its load is under way (and no write was counted since it began) share that load.
 * Bounded by least-recently-used eviction. Without a WriteWatch every call goes to the database.
 */
export class ReadCache<P> {
  /** In least-recently-used order: the first is the next to go. */
  private readonly entries = new Map<string, Entry<P>>();
  /** Loads under way, shared by the callers that ask for the same key meanwhile (no write counted since it began). */
  private readonly pending = new Map<string, { writes: number; answer: Promise<P> }>();
  private readonly maxEntries: number;

  constructor(
    private readonly watch: WriteWatch | undefined,
    private readonly tables: readonly string[],
    { maxEntries = 500 }: ReadCacheOptions = {},
  ) {
    this.maxEntries = maxEntries;
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

  /** Answers kept now (tests). */
  get size(): number {
    return this.entries.size;
  }

  private count(organizationId: string | null, userId: string | null): number {
    return this.watch ? this.watch.writesToTables(this.tables, organizationId, userId) : 0;
  }

  /**
   * The answer for `key`, about `organizationId` when it is about one organization's data, and
   * about `userId` when it reads that user's own rows (refresh tokens, the user's row): then writes
   * placed by user (db/writtenUsers.ts) count only when they are that user's. A cache whose answers
   * about an organization read refresh tokens or users' own columns other than the shared ones
   * (USER_PLACED) must pass the user.
   */
  async get(key: string, load: () => Promise<P>, organizationId: string | null = null, userId: string | null = null): Promise<P> {
    if (!this.enabled) return load();
    const now = this.count(organizationId, userId);
    const kept = this.entries.get(key);
    if (kept) {
      this.entries.delete(key);
      if (kept.writes === now && kept.organizationId === organizationId && kept.userId === userId) {
        this.entries.set(key, kept);
        return kept.value;
      }
    }
    const under = this.pending.get(key);
    if (under && under.writes === now) return under.answer;
    const answer = load();
    this.pending.set(key, { writes: now, answer });
    try {
      const value = await answer;
      if (this.enabled && this.count(organizationId, userId) === now) {
        this.entries.delete(key);
        this.entries.set(key, { value, organizationId, userId, writes: now });
        if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
      }
      return value;
    } finally {
      if (this.pending.get(key)?.answer === answer) this.pending.delete(key);
    }
  }
}
