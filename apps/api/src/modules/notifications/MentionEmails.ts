import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { WorkLoop } from '../../jobs/WorkLoop';
import type { MentionEmailConfig } from './mentionEmailConfig';
import { dueMentionEmails, sendMentionEmail } from './sendMentionEmail';
import type { MentionEmailOutcome } from './sendMentionEmail';

const BATCH = 100;

/**
 * The mention emails of every API process: each poll (and `kick()`), the users with mentions due
 * get their email decided one by one (`sendMentionEmail`: one transaction claiming the user's
 * batch row, so any number of processes send it once per MENTION_EMAIL_BATCH_MINUTES), through
 * the outbox like every other email.
 */
export class MentionEmails {
  /** Started when the app is ready, stopped on close; `kick()` and `idle()` for tests. */
  readonly loop: WorkLoop<string>;
  private readonly batch: string[] = [];
  private readonly failed = new Set<string>();
  /** What happened to each user's email decided by this process (tests, logs). */
  readonly outcomes: { userId: string; outcome: MentionEmailOutcome }[] = [];

  constructor(options: { db: Kysely<Database>; config: MentionEmailConfig; appUrl: string; log: FastifyBaseLogger; onQueued: () => void }) {
    const { db, config, appUrl, log, onQueued } = options;
    const now = config.now ?? (() => new Date());
    this.loop = new WorkLoop<string>({
      claim: async () => {
        if (this.batch.length === 0) {
          const due = await dueMentionEmails(db, now(), config.delayMs, BATCH + this.failed.size);
          this.batch.push(...due.filter((userId) => !this.failed.has(userId)));
        }
        return this.batch.shift();
      },
      process: async (userId) => {
        try {
          const outcome = await sendMentionEmail(db, userId, { now: now(), appUrl });
          this.outcomes.push({ userId, outcome });
          if (outcome === 'sent') onQueued();
        } catch (error) {
          this.failed.add(userId);
          log.warn({ err: error, userId }, 'mention emails: could not decide an email; another process or a restart will try again');
        }
      },
      onIdle: () => this.batch.splice(0),
      onError: (error) => {
        this.batch.splice(0);
        log.warn({ err: error }, 'mention emails: a look for due emails failed; the next poll tries again');
      },
      pollMs: config.pollMs,
    });
  }
}
