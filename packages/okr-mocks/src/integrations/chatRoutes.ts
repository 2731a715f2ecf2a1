import { http } from 'msw';
import { CHAT_PLAN_MESSAGE } from '@okr/contract';
import { ChatChannel, ChatTestResponse, CreateChatChannelRequest, PageQuery, UpdateChatChannelRequest } from '@okr/contract/schemas';
import type { MockDb } from '../db/MockDb';
import { recordAudit } from '../db/audit';
import type { UserRecord } from '../db/records';
import { apiUrl, callerResolver, fail, guardedCaller, noContent, readBody, readQuery, respond, respondPage } from '../lib/routeKit';
import type { DbSource } from '../lib/DbSource';
import { guardedOrganization } from '../lib/guardedOrganization';
import { webhookUrlIssue } from './webhookUrlRule';

const channelsPath = apiUrl('/organizations/:id/chat-channels');
const channelPath = apiUrl('/organizations/:id/chat-channels/:channelId');

/** The organization's channels, newest first, as the API lists them. */
export const chatChannelsOf = (db: MockDb, organizationId: string) => db.chatChannels.filter((channel) => channel.organizationId === organizationId).reverse();

function assertPlan(db: MockDb, organizationId: string): void {
  const plan = db.organizations.get(organizationId)?.plan ?? 'Free';
  if (plan === 'Free') fail('PLAN_LIMIT_REACHED', CHAT_PLAN_MESSAGE, { plan, feature: 'chat' });
}

/** The webhooks' URL rule (422), as the API applies it to chat channels. */
function assertUrl(url: string): void {
  const issue = webhookUrlIssue(url);
  if (issue) fail('RULE_VIOLATION', issue);
}

/** The chat-channel calls of api-contract.md "Chat: Slack and Microsoft Teams", as the API behaves (people only). */
export function chatRoutes(source: DbSource) {
  const caller = callerResolver(source);
  const guarded = guardedCaller(caller);
  /** The channel in the guarded organization, else 404 (another organization's included). */
  const channelIn = (request: Request, action: 'read' | 'update' | 'delete', params: Record<string, unknown>) => {
    const { db, user, organizationId } = guarded(request, 'settings', action, String(params.id));
    const channel = db.chatChannels.get(String(params.channelId));
    if (!channel || channel.organizationId !== organizationId) return fail('NOT_FOUND', 'Chat channel not found');
    return { db, user, organizationId, channel };
  };
  const audit = (db: MockDb, user: UserRecord, organizationId: string, action: 'chat_channel.created' | 'chat_channel.updated' | 'chat_channel.deleted', targetId: string) =>
    recordAudit(db, { action, actorId: user.id, organizationId, targetType: 'chat_channel', targetId });

  const list = http.get(channelsPath, ({ request, params }) => {
    const { db, organizationId } = guarded(request, 'settings', 'read', String(params.id));
    const query = readQuery(request, PageQuery);
    return respondPage(request, ChatChannel, chatChannelsOf(db, organizationId), query.limit, query.cursor);
  });

  const create = http.post(channelsPath, async ({ request, params }) => {
    const { db, user, organizationId } = guarded(request, 'settings', 'create', String(params.id));
    const body = await readBody(request, CreateChatChannelRequest);
    assertPlan(db, organizationId);
    assertUrl(body.url);
    const channel = db.chatChannels.insert({
      id: db.nextId('chat'),
      organizationId,
      kind: body.kind,
      name: body.name,
      url: body.url,
      events: body.events,
      enabled: true,
      createdAt: db.now(),
      lastDeliveryAt: null,
      consecutiveFailures: 0,
    });
    audit(db, user, organizationId, 'chat_channel.created', channel.id);
    return respond(ChatChannel, channel, 201);
  });

  const update = http.patch(channelPath, async ({ request, params }) => {
    const { db, user, organizationId, channel } = channelIn(request, 'update', params);
    const body = await readBody(request, UpdateChatChannelRequest);
    if (body.url !== undefined) assertUrl(body.url);
    const updated = db.chatChannels.update(channel.id, {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.url !== undefined && { url: body.url }),
      ...(body.events !== undefined && { events: body.events }),
      ...(body.enabled !== undefined && { enabled: body.enabled }),
      ...(body.enabled === true && !channel.enabled && { consecutiveFailures: 0 }),
    })!;
    audit(db, user, organizationId, 'chat_channel.updated', channel.id);
    return respond(ChatChannel, updated);
  });

  const remove = http.delete(channelPath, ({ request, params }) => {
    const { db, user, organizationId, channel } = channelIn(request, 'delete', params);
    db.chatChannels.delete(channel.id);
    db.chatMessages.deleteWhere((message) => message.channelId === channel.id);
    audit(db, user, organizationId, 'chat_channel.deleted', channel.id);
    return noContent();
  });

  const test = http.post(`${channelPath}/test`, ({ request, params }) => {
    const { db, user } = caller(request);
    assertPlan(db, guardedOrganization(request, db, user, 'settings', 'update', String(params.id)));
    const { channel } = channelIn(request, 'update', params);
    db.chatMessages.insert({ id: db.nextId('chat-message'), channelId: channel.id, type: 'test', createdAt: db.now() });
    return respond(ChatTestResponse, { queued: true }, 202);
  });

  return { list, create, update, remove, test };
}
