import { digestWeekDue } from '@okr/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { WorkLoop } from '../../jobs/WorkLoop';
import type { DigestTokens } from './digestToken';
import { dueDigests } from './dueDigests';
import type { DueDigest } from './dueDigests';
import { sendDigest } from './sendDigest';
import type { DigestOutcome } from './sendDigest';

/** Users fetched per look; the loop looks again until none is due. */
const BATCH = 100;

export interface WeeklyDigestOptions {
  db: Kysely<Database>;
  tokens: DigestTokens;
  appUrl: string;
  pollMs: number;
  now: () => Date;
  log: FastifyBaseLogger;
  /** After each digest that queued an email (the app kicks the email sender). */
  onQueued: () => void;
}

/**
 * The weekly digest of every API process: each poll (and `kick()`), the users whose Monday 08:00
 * has come and whose week is undecided get their digest decided one by one (`sendDigest`: one
 * transaction, a unique row per user and week, so any number of processes and restarts send it
 * once). The email itself goes through the outbox like every other.
 */
export class WeeklyDigest {
  private readonly loop: WorkLoop<DueDigest>;
  private batch: DueDigest[] = [];
  /** Digests that failed in this process: skipped until it restarts, so one cannot hold up the others. */
  private readonly failed = new Set<string>();
  /** What happened to each digest decided by this process (tests, logs). */
  readonly outcomes: { userId: string; week: string; outcome: DigestOutcome }[] = [];

  constructor(private readonly options: WeeklyDigestOptions) {
    this.loop = new WorkLoop<DueDigest>({
      claim: async () => {
        if (this.batch.length === 0) {
          const due = await dueDigests(options.db, options.now(), BATCH + this.failed.size);
          this.batch = due.filter((digest) => !this.failed.has(`${digest.userId}|${digest.week}`));
        }
        return this.batch.shift();
      },
      process: async (due) => {
        const now = options.now();
        // Found a moment ago at another "now": decided only while that week is still the one due.
        if (digestWeekDue(now, due.timeZone) !== due.week) return;
        try {
          const outcome = await sendDigest(options.db, due, { now, appUrl: options.appUrl, tokens: options.tokens });
          this.outcomes.push({ userId: due.userId, week: due.week, outcome });
          if (outcome === 'sent') options.onQueued();
        } catch (error) {
          this.failed.add(`${due.userId}|${due.week}`);
          options.log.warn({ err: error, userId: due.userId, week: due.week }, 'weekly digest: could not decide a digest; another process or a restart will try again');
        }
      },
      onIdle: () => {
        this.batch = [];
      },
      onError: (error) => {
        this.batch = [];
        options.log.warn({ err: error }, 'weekly digest: a look for due digests failed; the next poll tries again');
      },
      pollMs: options.pollMs,
    });
  }

  start(): void {
    this.loop.start();
  }

  kick(): void {
    this.loop.kick();
  }

  /** Resolves once no digest is due (tests). */
  idle(): Promise<void> {
    return this.loop.idle();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }
}
