import { randomUUID } from 'node:crypto';
import { CHAT_PLAN_MESSAGE } from '@okr/contract';
import type { ChatChannel, CreateChatChannelRequest, PageQuery, UpdateChatChannelRequest } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { AppError, notFound } from '../../lib/AppError';
import { isUuid } from '../../lib/isUuid';
import { changedFields, recordAudit } from '../audit/recordAudit';
import type { AuditActor } from '../audit/recordAudit';
import { decodeCursor, pageOf } from '../okr/paging';
import type { Page } from '../okr/paging';
import { planOf } from '../organizations/planOf';
import { assertUrlAllowed } from '../webhooks/webhookService';
import type { TargetPolicy } from '../webhooks/webhookTarget';
import { recordChatMessageTo } from './recordChatEvent';
import { toChatChannel } from './toChatChannel';

type Db = Kysely<Database>;

export interface ChatSaveContext {
  policy: TargetPolicy;
  actor: AuditActor;
}

/** 402 on the Free plan, like API keys and webhooks. */
export async function assertChatPlan(db: Db, organizationId: string): Promise<void> {
  const { plan } = await planOf(db, organizationId);
  if (plan === 'Free') throw new AppError('PLAN_LIMIT_REACHED', CHAT_PLAN_MESSAGE, { plan, feature: 'chat' });
}

export async function createChatChannel(db: Db, organizationId: string, body: CreateChatChannelRequest, { policy, actor }: ChatSaveContext): Promise<ChatChannel> {
  await assertChatPlan(db, organizationId);
  await assertUrlAllowed(body.url, policy);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('chat_channels')
      .values({ id: randomUUID(), organization_id: organizationId, kind: body.kind, name: body.name, url: body.url, events: JSON.stringify(body.events) })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, {
      action: 'chat_channel.created',
      organizationId,
      targetType: 'chat_channel',
      targetId: row.id,
      after: { kind: row.kind, name: row.name, events: body.events },
    });
    return toChatChannel(row);
  });
}

/** The organization's channels, newest first, paged. */
export async function listChatChannels(db: Db, organizationId: string, { limit, cursor }: PageQuery): Promise<Page<ChatChannel>> {
  const after = decodeCursor(cursor);
  let select = db.selectFrom('chat_channels').selectAll().where('organization_id', '=', organizationId);
  if (after !== undefined) select = select.where('seq', '<', after);
  const [rows, count] = await Promise.all([
    select.orderBy('seq', 'desc').limit(limit + 1).execute(),
    db.selectFrom('chat_channels').select((eb) => eb.fn.countAll<string>().as('n')).where('organization_id', '=', organizationId).executeTakeFirstOrThrow(),
  ]);
  const page = pageOf(rows, limit);
  return { items: page.rows.map(toChatChannel), next: page.next, total: Number(count.n) };
}

/** The channel, locked for the caller's transaction; 404 when it is not this organization's. */
async function lockChatChannel(trx: Db, organizationId: string, channelId: string) {
  if (!isUuid(channelId)) throw notFound('Chat channel');
  const row = await trx.selectFrom('chat_channels').selectAll().where('organization_id', '=', organizationId).where('id', '=', channelId).forUpdate().executeTakeFirst();
  if (!row) throw notFound('Chat channel');
  return row;
}

async function assertChannelExists(db: Db, organizationId: string, channelId: string): Promise<void> {
  if (!isUuid(channelId) || !(await db.selectFrom('chat_channels').select('id').where('organization_id', '=', organizationId).where('id', '=', channelId).executeTakeFirst())) {
    throw notFound('Chat channel');
  }
}

export async function updateChatChannel(db: Db, organizationId: string, channelId: string, body: UpdateChatChannelRequest, { policy, actor }: ChatSaveContext): Promise<ChatChannel> {
  if (body.url !== undefined) {
    // Another organization's channel is 404 before its new URL is judged.
    await assertChannelExists(db, organizationId, channelId);
    await assertUrlAllowed(body.url, policy);
  }
  return db.transaction().execute(async (trx) => {
    const current = await lockChatChannel(trx, organizationId, channelId);
    const row = await trx
      .updateTable('chat_channels')
      .set({
        ...(body.name !== undefined && { name: body.name }),
        ...(body.url !== undefined && { url: body.url }),
        ...(body.events !== undefined && { events: JSON.stringify(body.events) }),
        ...(body.enabled !== undefined && { enabled: body.enabled }),
        ...(body.enabled === true && !current.enabled && { consecutive_failures: 0 }),
        updated_at: new Date(),
      })
      .where('id', '=', channelId)
      .returningAll()
      .executeTakeFirstOrThrow();
    // The URL is a credential of the channel: the audit log says it changed, not what it is.
    const pick = (r: typeof row) => ({ name: r.name, events: r.events, enabled: r.enabled, urlChanged: r.url !== current.url });
    const changed = changedFields({ ...pick(current), urlChanged: false }, pick(row));
    if (changed) await recordAudit(trx, actor, { action: 'chat_channel.updated', organizationId, targetType: 'chat_channel', targetId: channelId, ...changed });
    return toChatChannel(row);
  });
}

/** DELETE: the channel and its messages (pending ones are not sent). */
export async function deleteChatChannel(db: Db, organizationId: string, channelId: string, actor: AuditActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await lockChatChannel(trx, organizationId, channelId);
    await trx.deleteFrom('chat_channels').where('id', '=', channelId).execute();
    await recordAudit(trx, actor, { action: 'chat_channel.deleted', organizationId, targetType: 'chat_channel', targetId: channelId, before: { kind: current.kind, name: current.name } });
  });
}

/** POST .../test: a test message to this channel through the outbox (402 on Free, 404 for another organization's). */
export async function sendChatTest(db: Db, organizationId: string, channelId: string): Promise<void> {
  await assertChatPlan(db, organizationId);
  await db.transaction().execute(async (trx) => {
    const channel = await lockChatChannel(trx, organizationId, channelId);
    await recordChatMessageTo(trx, organizationId, channelId, 'test', {
      summary: `Test message for ${channel.name}`,
      title: 'OKR is connected',
      text: `This channel (${channel.name}) will get the updates it chose.`,
      facts: [{ title: 'Events', value: channel.events.join(', ') }],
      link: { label: 'Open OKR', url: '/app' },
    });
  });
}
