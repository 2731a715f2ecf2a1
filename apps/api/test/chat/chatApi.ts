import type { ChatChannel } from '@okr/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/Database';
import { bearer } from '../support/api';

export async function createChannel(app: FastifyInstance, organizationId: string, token: string, payload: object) {
  const response = await app.inject({ method: 'POST', url: `/api/organizations/${organizationId}/chat-channels`, headers: bearer(token), payload });
  return { response, channel: response.statusCode === 201 ? response.json<ChatChannel>() : null };
}

/**
 * The organization's waiting messages, due now (a retry would otherwise wait its 5 s or more), then
 * delivered. Only that organization's: the test files of a worker share one database.
 */
export async function retryNow(app: FastifyInstance, db: Kysely<Database>, organizationId: string): Promise<void> {
  await db
    .updateTable('chat_deliveries')
    .set({ next_attempt_at: new Date(Date.now() - 1000) })
    .where('status', '=', 'pending')
    .where('channel_id', 'in', db.selectFrom('chat_channels').select('id').where('organization_id', '=', organizationId))
    .execute();
  await app.chat.deliverer.idle();
}
