import { http } from 'msw';
import { CHAT_PLAN_MESSAGE } from '@okr/contract';
import { ChatChannel, ChatTestResponse, CreateChatChannelRequest, PageQuery, UpdateChatChannelRequest } from '@okr/contract/schemas';
import { chatChannelsOf, recordChatChannelAudit as audit } from '../db/chatChannels';
import { apiUrl, callerResolver, fail, guardedCaller, noContent, readBody, readQuery, respond, respondPage } from '../lib/routeKit';
import type { DbSource } from '../lib/DbSource';
import { assertPaidPlan } from '../lib/assertPaidPlan';
import { assertWebhookUrl } from './assertWebhookUrl';

const channelsPath = apiUrl('/organizations/:id/chat-channels');
const channelPath = apiUrl('/organizations/:id/chat-channels/:channelId');

/** The chat-channel calls of api-contract.md "Chat: Slack and Microsoft Teams", as the API behaves (people only). */
export function chatRoutes(source: DbSource) {
  const caller = callerResolver(source);
  const guarded = guardedCaller(caller);
  /** The channel in the guarded organization, else 404 (another organization's included); `paid`: 402 on Free first. */
  const channelIn = (request: Request, action: 'read' | 'update' | 'delete', params: Record<string, unknown>, paid = false) => {
    const { db, user, organizationId } = guarded(request, 'settings', action, String(params.id));
    if (paid) assertPaidPlan(db, organizationId, CHAT_PLAN_MESSAGE, 'chat');
    const channel = db.chatChannels.get(String(params.channelId));
    if (!channel || channel.organizationId !== organizationId) return fail('NOT_FOUND', 'Chat channel not found');
    return { db, user, organizationId, channel };
  };

  const list = http.get(channelsPath, ({ request, params }) => {
    const { db, organizationId } = guarded(request, 'settings', 'read', String(params.id));
    const query = readQuery(request, PageQuery);
    return respondPage(request, ChatChannel, chatChannelsOf(db, organizationId), query.limit, query.cursor);
  });

  const create = http.post(channelsPath, async ({ request, params }) => {
    const { db, user, organizationId } = guarded(request, 'settings', 'create', String(params.id));
    const body = await readBody(request, CreateChatChannelRequest);
    assertPaidPlan(db, organizationId, CHAT_PLAN_MESSAGE, 'chat');
    assertWebhookUrl(body.url);
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
    if (body.url !== undefined) assertWebhookUrl(body.url);
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
    const { db, channel } = channelIn(request, 'update', params, true);
    db.chatMessages.insert({ id: db.nextId('chat-message'), channelId: channel.id, type: 'test', createdAt: db.now() });
    return respond(ChatTestResponse, { queued: true }, 202);
  });

  return { list, create, update, remove, test };
}
