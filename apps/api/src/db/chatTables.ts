import type { ChatChannelKind, ChatEventType, ChatMessageType, WebhookDeliveryStatus } from '@okr/contract';
import type { ColumnType, Generated } from 'kysely';

// Row types of migration 029 (chat channels), apart so the shared Database.ts only lists them.

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type Seq = ColumnType<number, never, never>;

/** A Slack or Teams incoming-webhook URL of an organization. */
export interface ChatChannelsTable {
  id: string;
  seq: Seq;
  organization_id: string;
  kind: ChatChannelKind;
  name: string;
  url: string;
  events: ColumnType<ChatEventType[], string, string>;
  enabled: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
  last_delivery_at: Date | null;
  consecutive_failures: Generated<number>;
}

/** One message for one channel; the queue's columns are jobs/JobQueue's. */
export interface ChatDeliveriesTable {
  id: string;
  seq: Seq;
  channel_id: string;
  organization_id: string;
  event_type: ChatMessageType;
  /** The exact JSON body posted on every attempt (Block Kit or an Adaptive Card message). */
  body: string;
  status: Generated<WebhookDeliveryStatus>;
  attempts: Generated<number>;
  next_attempt_at: Generated<Date>;
  lease_until: Date | null;
  last_error: string | null;
  response_status: number | null;
  created_at: CreatedAt;
  delivered_at: Date | null;
}

/** The weeks (`YYYY-Www`) whose chat digest an organization was sent. */
export interface ChatDigestWeeksTable {
  organization_id: string;
  week: string;
  created_at: CreatedAt;
}
