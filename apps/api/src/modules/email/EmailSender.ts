import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { Database, EmailOutboxTable } from '../../db/Database';
import { JobQueue } from '../../jobs/JobQueue';
import { QueueWorker } from '../../jobs/QueueWorker';
import type { MailTransport } from './mailTransport';

type OutboxRow = Selectable<EmailOutboxTable>;

/** Emails are retried for a day, then `failed` with their last error (api-contract.md "Email"). */
const GIVE_UP_AFTER_SECONDS = 24 * 60 * 60;
/** The SMTP client's own limits are 10–20 s: a claim this long is abandoned. */
const LEASE_SECONDS = 60;

/** Delivers the outbox through a transport, at least once, the same Message-ID on every attempt. */
export class EmailSender extends QueueWorker<OutboxRow> {
  protected readonly queue: JobQueue<OutboxRow>;

  constructor(
    db: Kysely<Database>,
    readonly transport: MailTransport,
    log: FastifyBaseLogger,
    pollMs = 5_000,
  ) {
    super();
    this.queue = new JobQueue<OutboxRow>({
      db,
      table: 'email_outbox',
      statuses: { waiting: 'queued', done: 'sent', failed: 'failed' },
      leaseSeconds: LEASE_SECONDS,
      giveUpAfterSeconds: GIVE_UP_AFTER_SECONDS,
      pollMs,
      handle: async (row) => {
        await transport.send({
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          messageId: row.message_id,
          language: row.language,
          link: row.link,
          listUnsubscribe: row.list_unsubscribe,
        });
        return { sent_at: new Date() };
      },
      onError: (error, row) =>
        log.warn({ err: error, emailId: row?.id, attempts: row?.attempts }, row ? 'an email could not be sent; it will not be retried' : 'the email sender failed'),
    });
  }

  override async stop(): Promise<void> {
    await super.stop();
    this.transport.close();
  }
}
