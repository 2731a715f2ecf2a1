import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db/Database';
import { retryDelaySeconds } from './retryDelaySeconds';
import { WorkLoop } from './WorkLoop';

/**
 * The columns a table needs to be a queue of durable background work (api-contract.md "Email",
 * architecture.md "Background work"): `status` (its waiting, done and failed values are the
 * table's own words), `attempts`, `next_attempt_at`, `lease_until`, `last_error`, `created_at`.
 */
export interface JobRow {
  id: string;
  attempts: number;
  created_at: Date;
}

export interface JobQueueOptions<Row extends JobRow> {
  db: Kysely<Database>;
  /** A table with the columns of `JobRow` and the queue's columns (see above). */
  table: 'email_outbox' | 'webhook_deliveries' | 'chat_deliveries';
  statuses: { waiting: string; done: string; failed: string };
  /** Does the work of one row; throws to have it retried. Answers the columns to set when done. */
  handle: (row: Row) => Promise<Record<string, unknown> | void>;
  /** How long a claim lasts before another process may take it over (the work's own time limit and some). */
  leaseSeconds: number;
  /** After this long since the row was written, a failure is final. */
  giveUpAfterSeconds: number;
  /** A failure of this attempt number (or later) is final, whatever the row's age (webhooks: 8). */
  maxAttempts?: number;
  /** How often to look for work besides `kick()`. */
  pollMs: number;
  onError: (error: unknown, row?: Row) => void;
  /** Written in the transaction that marks a row done, before the mark (the endpoint's success note beside its delivery). */
  onDone?: (trx: Kysely<Database>, row: Row) => Promise<void>;
  /**
   * The queue's own bookkeeping (claims, outcomes) commits without waiting for its WAL flush
   * (`synchronous_commit` off for their transactions; on PGlite a synchronous commit is an fsync
   * that blocks the process).
   * The rows themselves are written by the changes, with ordinary commits: a crash loses no work,
   * at worst the last few outcomes, whose rows are then done again: at least once, as a crash
   * during an attempt already makes it.
   */
  asyncCommit?: boolean;
}

/**
 * A handler's failure with more to say: columns to store with it (an HTTP status), and whether no
 * retry can mend it (`final`: the row fails at once). Any other error is retried as usual.
 */
export class JobFailure extends Error {
  constructor(
    message: string,
    readonly columns: Record<string, unknown> = {},
    readonly final = false,
  ) {
    super(message);
  }
}

/**
 * Durable background work, written once for every kind (emails first; webhook deliveries and digests
 * reuse it): rows are written in the transaction of the change that causes them; any process on the
 * database claims one at a time with `FOR UPDATE SKIP LOCKED` (PGlite runs the same statement) and a
 * lease by the DATABASE's clock; a claim whose process died is taken over when its lease ends; the
 * claim's attempt number makes a late answer of an old claim change nothing. Failures wait
 * `retryDelaySeconds(attempt)` and are final after `giveUpAfterSeconds`.
 */
export class JobQueue<Row extends JobRow> {
  private readonly loop: WorkLoop<Row>;

  constructor(private readonly options: JobQueueOptions<Row>) {
    this.loop = new WorkLoop<Row>({
      claim: () => this.claim(),
      process: (row) => this.process(row),
      onError: (error) => options.onError(error),
      pollMs: options.pollMs,
    });
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Looks for work now (after a commit that queued some). */
  kick(): void {
    this.loop.kick();
  }

  /** Resolves once no row is due (tests wait on it). */
  idle(): Promise<void> {
    return this.loop.idle();
  }

  /** One due row, leased to this process: waiting, due, and not leased (or its lease ended). */
  async claim(): Promise<Row | undefined> {
    const { table, statuses, leaseSeconds } = this.options;
    const result = await sql<Row>`
      update ${sql.table(table)} set
        attempts = attempts + 1,
        lease_until = now() + make_interval(secs => ${leaseSeconds})
      where id = (
        select id from ${sql.table(table)}
        where status = ${statuses.waiting}
          and next_attempt_at <= now()
          and (lease_until is null or lease_until < now())
        order by next_attempt_at, id
        limit 1
        for update skip locked
      ) ${this.relaxedCommit}
      returning *`.execute(this.options.db);
    return result.rows[0];
  }

  /**
   * With `asyncCommit`, a condition that is always true and makes the statement's transaction
   * commit without waiting for the WAL flush: one round trip instead of a SET LOCAL in a
   * transaction of its own. A row matches only once every condition held, so whenever the
   * statement writes, the setting is made; when it writes nothing, there is nothing to flush.
   */
  private get relaxedCommit() {
    return this.options.asyncCommit ? sql`and set_config('synchronous_commit', 'off', true) is not null` : sql``;
  }

  private async process(row: Row): Promise<void> {
    const { db, table, statuses, handle, giveUpAfterSeconds, maxAttempts, onError, onDone } = this.options;
    const claim = sql`id = ${row.id} and attempts = ${row.attempts} and status = ${statuses.waiting}`;
    try {
      const done = (await handle(row)) ?? {};
      const extra = Object.entries(done).map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
      const markDone = (trx: Kysely<Database>) => sql`
        update ${sql.table(table)} set status = ${statuses.done}, lease_until = null, last_error = null
        ${extra.length > 0 ? sql`, ${sql.join(extra)}` : sql``}
        where ${claim} ${this.relaxedCommit}`.execute(trx);
      // `onDone` first: its rows (the endpoint) are locked before the queue's row, in the order
      // the endpoint's own changes lock them (deleting one locks it, then its deliveries).
      await (onDone
        ? db.transaction().execute(async (trx) => {
            await onDone(trx, row);
            await markDone(trx);
          })
        : markDone(db));
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const age = (Date.now() - row.created_at.getTime()) / 1000;
      const delay = retryDelaySeconds(row.attempts);
      const final = age + delay > giveUpAfterSeconds || (maxAttempts !== undefined && row.attempts >= maxAttempts) || (error instanceof JobFailure && error.final);
      const extra = error instanceof JobFailure ? Object.entries(error.columns).map(([column, value]) => sql`, ${sql.ref(column)} = ${value}`) : [];
      await sql`
        update ${sql.table(table)} set
          status = ${final ? statuses.failed : statuses.waiting},
          last_error = ${message},
          lease_until = null,
          next_attempt_at = now() + make_interval(secs => ${delay})
          ${sql.join(extra, sql``)}
        where ${claim} ${this.relaxedCommit}`
        .execute(db)
        .catch((storeError: unknown) => onError(storeError, row));
      if (final) onError(error, row);
    }
  }
}
