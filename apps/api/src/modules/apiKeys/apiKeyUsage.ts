import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/Database';

export interface RateLimitState {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window ends (RateLimit-Reset, and Retry-After when refused). */
  resetSeconds: number;
}

const WINDOW_MS = 60_000;
/** How often the last-used times are written: at most one statement a period, whatever the traffic. */
const FLUSH_MS = 15_000;

/**
 * What keys cost per request without a write per request: a fixed one-minute window per key kept in
 * this process (one process counts its own requests; behind N processes a key gets at most N × the
 * limit — README "API keys"), and the last-used times kept here and written in one batched
 * statement every 15 s and at shutdown.
 */
export class ApiKeyUsage {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private readonly lastUsed = new Map<string, Date>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly limit: number,
    private readonly onError: (error: unknown) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request of `keyId` and says whether it is within the limit. */
  consume(keyId: string): RateLimitState {
    const now = this.now();
    const start = Math.floor(now / WINDOW_MS) * WINDOW_MS;
    let window = this.windows.get(keyId);
    if (!window || window.start !== start) {
      window = { start, count: 0 };
      this.windows.set(keyId, window);
      if (this.windows.size > 100_000) this.dropOldWindows(start);
    }
    window.count += 1;
    const resetSeconds = Math.max(1, Math.ceil((start + WINDOW_MS - now) / 1000));
    return {
      allowed: window.count <= this.limit,
      limit: this.limit,
      remaining: Math.max(0, this.limit - window.count),
      resetSeconds,
    };
  }

  /** Remembers that `keyId` was used now; written with the next batch. */
  touch(keyId: string): void {
    this.lastUsed.set(keyId, new Date(this.now()));
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_MS);
      this.timer.unref();
    }
  }

  /** Writes the last-used times gathered so far, in one statement. */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.lastUsed.size === 0) return;
    const batch = [...this.lastUsed];
    this.lastUsed.clear();
    const values = sql.join(batch.map(([id, at]) => sql`(${id}::uuid, ${at.toISOString()}::timestamptz)`));
    try {
      // Never moves a time backwards (another process may have written a later one).
      await sql`
        update api_keys k set last_used_at = v.at
        from (values ${values}) as v(id, at)
        where k.id = v.id and (k.last_used_at is null or k.last_used_at < v.at)`.execute(this.db);
    } catch (error) {
      this.onError(error);
    }
  }

  private dropOldWindows(current: number): void {
    for (const [key, window] of this.windows) if (window.start !== current) this.windows.delete(key);
  }
}

const usages = new WeakMap<Kysely<Database>, ApiKeyUsage>();

/** The one ApiKeyUsage of a database instance, created with the app (see app.ts). */
export function apiKeyUsageOf(db: Kysely<Database>): ApiKeyUsage {
  const usage = usages.get(db);
  if (!usage) throw new Error('API key usage is not set up for this database (buildApp does it)');
  return usage;
}

export function setApiKeyUsage(db: Kysely<Database>, usage: ApiKeyUsage): void {
  usages.set(db, usage);
}
