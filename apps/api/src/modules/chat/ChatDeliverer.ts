import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { ChatDeliveriesTable } from '../../db/chatTables';
import type { Database } from '../../db/Database';
import { JobFailure, JobQueue } from '../../jobs/JobQueue';
import { QueueWorker } from '../../jobs/QueueWorker';
import { postWebhook } from '../webhooks/postWebhook';
import type { WebhookConfig } from '../webhooks/webhookConfig';
import { targetAddressOf } from '../webhooks/webhookTarget';
import { chatPayload } from './chatPayload';
import type { ChatMessage } from './ChatMessage';

type DeliveryRow = Selectable<ChatDeliveriesTable>;

/** The first attempt and seven retries (5 s, 30 s, 2 min, 10 min, 1 h, 6 h, 12 h), as webhooks. */
export const CHAT_MAX_ATTEMPTS = 8;

export interface ChatDelivererOptions {
  db: Kysely<Database>;
  config: WebhookConfig;
  appUrl: string;
  log: FastifyBaseLogger;
}

/**
 * Delivers the chat outbox through jobs/JobQueue, as the webhooks' deliverer does: any process
 * claims a row, the URL is checked again (DNS may have changed) and posted to the checked address
 * within the webhooks' timeout; a 2xx succeeds, anything else (a 500, a hang, a refused address) is
 * retried with backoff and fails after eight attempts. The message is shaped for the channel's
 * kind at delivery, with links to this app.
 */
export class ChatDeliverer extends QueueWorker<DeliveryRow> {
  protected readonly queue: JobQueue<DeliveryRow>;

  constructor(private readonly options: ChatDelivererOptions) {
    super();
    const { db, config, log } = options;
    this.queue = new JobQueue<DeliveryRow>({
      db,
      table: 'chat_deliveries',
      statuses: { waiting: 'pending', done: 'succeeded', failed: 'failed' },
      leaseSeconds: Math.ceil((config.timeoutMs * 2) / 1000) + 10,
      giveUpAfterSeconds: 7 * 24 * 3600,
      maxAttempts: CHAT_MAX_ATTEMPTS,
      pollMs: config.pollMs,
      handle: (row) => this.deliver(row),
      onDone: async (trx, row) => {
        await trx.updateTable('chat_channels').set({ last_delivery_at: new Date(), consecutive_failures: 0 }).where('id', '=', row.channel_id).execute();
      },
      asyncCommit: true,
      onError: (error, row) =>
        log.warn({ err: error, deliveryId: row?.id, channelId: row?.channel_id, attempts: row?.attempts }, row ? 'a chat message failed for good' : 'the chat deliverer failed'),
    });
  }

  private async noteFailure(channelId: string): Promise<void> {
    await this.options.db
      .updateTable('chat_channels')
      .set({ last_delivery_at: new Date(), consecutive_failures: sql<number>`consecutive_failures + 1` })
      .where('id', '=', channelId)
      .execute();
  }

  private async deliver(row: DeliveryRow): Promise<Record<string, unknown>> {
    const { db, config, appUrl } = this.options;
    const channel = await db.selectFrom('chat_channels').select(['url', 'kind', 'enabled']).where('id', '=', row.channel_id).executeTakeFirst();
    if (!channel?.enabled) throw new JobFailure('The channel is disabled', {}, true);
    const body = JSON.stringify(chatPayload(channel.kind, JSON.parse(row.body) as ChatMessage, appUrl));
    const url = new URL(channel.url);
    let answer;
    try {
      const address = await targetAddressOf(url, config);
      answer = await postWebhook({ url, address, headers: { 'user-agent': 'OKR-Chat/1' }, body, timeoutMs: config.timeoutMs });
    } catch (error) {
      await this.noteFailure(row.channel_id);
      throw new JobFailure(error instanceof Error ? error.message : String(error), { response_status: null });
    }
    if (answer.status >= 200 && answer.status < 300) return { delivered_at: new Date(), response_status: answer.status };
    await this.noteFailure(row.channel_id);
    const snippet = Array.from(answer.body.replaceAll('\u0000', '').trim()).slice(0, 200).join('');
    throw new JobFailure(`HTTP ${answer.status}${snippet ? `: ${snippet}` : ''}`, { response_status: answer.status });
  }
}
