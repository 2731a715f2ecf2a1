import type { ChatChannelKind, ChatEventType, ChatMessageType } from '@okr/contract';
import type { ColumnType, Generated } from 'kysely';
import type { HttpDeliveryColumns } from './HttpDeliveryColumns';

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
export interface ChatDeliveriesTable extends HttpDeliveryColumns {
  channel_id: string;
  event_type: ChatMessageType;
}

/** The weeks (`YYYY-Www`) whose chat digest an organization was sent. */
export interface ChatDigestWeeksTable {
  organization_id: string;
  week: string;
  created_at: CreatedAt;
}
