import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { Database, WebhookDeliveriesTable } from '../../db/Database';
import { JobFailure, JobQueue } from '../../jobs/JobQueue';
import { noteDeliveryFailure, noteDeliverySuccess } from './noteDeliveryOutcome';
import { postWebhook } from './postWebhook';
import type { WebhookConfig } from './webhookConfig';
import { signWebhook } from './webhookSecret';
import type { WebhookSecretBox } from './webhookSecret';
import { targetAddressOf } from './webhookTarget';

type DeliveryRow = Selectable<WebhookDeliveriesTable>;

/** The first attempt and seven retries (5 s, 30 s, 2 min, 10 min, 1 h, 6 h, 12 h: jobs/retryDelaySeconds), then failed. */
export const WEBHOOK_MAX_ATTEMPTS = 8;

export interface WebhookDelivererOptions {
  db: Kysely<Database>;
  config: WebhookConfig;
  box: WebhookSecretBox;
  appUrl: string;
  log: FastifyBaseLogger;
}

/**
 * Delivers the webhook outbox through jobs/JobQueue: any process claims a row (so several API
 * processes deliver each event once), signs its fixed body per Standard Webhooks with the same
 * `webhook-id` on every attempt, checks the URL again (DNS may have changed) and posts to the
 * checked address. `config.concurrency` queues run side by side: one slow endpoint does not hold
 * up every other organization's events.
 */
export class WebhookDeliverer {
  private readonly queues: JobQueue<DeliveryRow>[];

  constructor(private readonly options: WebhookDelivererOptions) {
    const { db, config, log } = options;
    this.queues = Array.from(
      { length: config.concurrency },
      () =>
        new JobQueue<DeliveryRow>({
          db,
          table: 'webhook_deliveries',
          statuses: { waiting: 'pending', done: 'succeeded', failed: 'failed' },
          // An attempt lasts at most the timeout and a DNS lookup; a claim twice that long was abandoned.
          leaseSeconds: Math.ceil((config.timeoutMs * 2) / 1000) + 10,
          giveUpAfterSeconds: 7 * 24 * 3600,
          maxAttempts: WEBHOOK_MAX_ATTEMPTS,
          pollMs: config.pollMs,
          handle: (row) => this.deliver(row),
          // The success note commits with the delivery's own outcome (one commit, not two).
          onDone: (trx, row) => noteDeliverySuccess(trx, row.webhook_id),
          // A crash may forget the last outcomes, which are then sent again (receivers dedupe by
          // webhook-id); the events themselves are committed with the changes. On PGlite each
          // synchronous commit is an fsync that stops the process: 3,000 deliveries made 6,000.
          asyncCommit: true,
          onError: (error, row) =>
            log.warn({ err: error, deliveryId: row?.id, webhookId: row?.webhook_id, attempts: row?.attempts }, row ? 'a webhook delivery failed for good' : 'the webhook deliverer failed'),
        }),
    );
  }

  start(): void {
    for (const queue of this.queues) queue.start();
  }

  kick(): void {
    for (const queue of this.queues) queue.kick();
  }

  async idle(): Promise<void> {
    await Promise.all(this.queues.map((queue) => queue.idle()));
  }

  async stop(): Promise<void> {
    await Promise.all(this.queues.map((queue) => queue.stop()));
  }

  private async deliver(row: DeliveryRow): Promise<Record<string, unknown>> {
    const { db, config, box, appUrl } = this.options;
    const webhook = await db.selectFrom('webhooks').select(['url', 'enabled', 'secret_encrypted']).where('id', '=', row.webhook_id).executeTakeFirst();
    if (!webhook?.enabled) throw new JobFailure('The endpoint is disabled', {}, true);
    const url = new URL(webhook.url);
    let answer;
    try {
      const address = await targetAddressOf(url, config);
      const timestamp = Math.floor(Date.now() / 1000);
      const headers = {
        'webhook-id': row.event_id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signWebhook(box.unseal(webhook.secret_encrypted), row.event_id, timestamp, row.body),
      };
      answer = await postWebhook({ url, address, headers, body: row.body, timeoutMs: config.timeoutMs });
    } catch (error) {
      await noteDeliveryFailure(db, row.webhook_id, appUrl);
      throw new JobFailure(error instanceof Error ? error.message : String(error), { response_status: null });
    }
    if (answer.status >= 200 && answer.status < 300) {
      return { delivered_at: new Date(), response_status: answer.status };
    }
    await noteDeliveryFailure(db, row.webhook_id, appUrl);
    // Shown in the deliveries log as text: no NUL, and cut between characters, not inside a pair.
    const snippet = Array.from(answer.body.replaceAll('\u0000', '').trim()).slice(0, 200).join('');
    throw new JobFailure(`HTTP ${answer.status}${snippet ? `: ${snippet}` : ''}`, { response_status: answer.status });
  }
}
