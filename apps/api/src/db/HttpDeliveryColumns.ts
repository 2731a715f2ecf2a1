import type { WebhookDeliveryStatus } from '@okr/contract';
import type { ColumnType, Generated } from 'kysely';

/**
 * The columns a table of HTTP deliveries shares (webhook_deliveries, chat_deliveries): the exact body
 * posted on every attempt, its outcome, and the queue's columns of jobs/JobQueue.
 */
export interface HttpDeliveryColumns {
  id: string;
  seq: ColumnType<number, never, never>;
  organization_id: string;
  /** The exact JSON body sent on every attempt (webhooks: signed; chat: Block Kit or an Adaptive Card message). */
  body: string;
  status: Generated<WebhookDeliveryStatus>;
  attempts: Generated<number>;
  next_attempt_at: Generated<Date>;
  lease_until: Date | null;
  last_error: string | null;
  response_status: number | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  delivered_at: Date | null;
}
