import type { ChatChannel } from '@okr/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyChatOfMention } from '../../src/modules/chat/chatEvents';
import { ownerOnPlan } from '../apiKeys/apiKeysApi';
import { useTestApp } from '../support/testApp';
import { webhookTestConfig } from '../webhooks/webhookTestApp';
import { createChannel } from './chatApi';
import { expectSlackMessage, startChatReceiver, textOf } from '../support/chat/chatReceiver';

// Chat channels (issue 35): the routes' rules and refusals — the documented error shape, never a
// 5xx; the webhooks' URL rules; Free is 402; another organization's channel is 404; audit entries;
// what reaches a channel is no more than the organization's Viewers read.

const ctx = useTestApp(webhookTestConfig());
const strict = useTestApp(webhookTestConfig({ allowPrivate: false }));
const receiver = await startChatReceiver();
afterAll(() => receiver.stop());

let org: Awaited<ReturnType<typeof ownerOnPlan>>;
let other: Awaited<ReturnType<typeof ownerOnPlan>>;
let channel: ChatChannel;

beforeAll(async () => {
  org = await ownerOnPlan(ctx.app, ctx.db);
  other = await ownerOnPlan(ctx.app, ctx.db, 'Enterprise');
  const created = await createChannel(ctx.app, org.organizationId, org.owner.accessToken, { kind: 'slack', name: '#okrs', url: receiver.url, events: ['comment.mention'] });
  expect(created.response.statusCode, created.response.body).toBe(201);
  channel = created.channel!;
});

const path = (organizationId: string, channelId?: string) => `/api/organizations/${organizationId}/chat-channels${channelId ? `/${channelId}` : ''}`;
const valid = () => ({ kind: 'teams', name: 'Team OKRs', url: receiver.url, events: ['check_in.created'] });

describe('chat channels', () => {
  it('creates, lists, changes and deletes a channel, each with its audit entry', async () => {
    expect(channel).toMatchObject({ kind: 'slack', name: '#okrs', url: receiver.url, events: ['comment.mention'], enabled: true, consecutiveFailures: 0, lastDeliveryAt: null });
    const { channel: teams } = await createChannel(ctx.app, org.organizationId, org.owner.accessToken, valid());
    const list = await ctx.app.inject({ method: 'GET', url: path(org.organizationId), headers: org.headers });
    expect(list.json<ChatChannel[]>().map((c) => c.id)).toEqual([teams!.id, channel.id]);
    const patched = await ctx.app.inject({ method: 'PATCH', url: path(org.organizationId, teams!.id), headers: org.headers, payload: { name: 'Renamed', events: ['weekly_digest', 'objective.at_risk'] } });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ name: 'Renamed', events: ['weekly_digest', 'objective.at_risk'], kind: 'teams' });
    const deleted = await ctx.app.inject({ method: 'DELETE', url: path(org.organizationId, teams!.id), headers: org.headers });
    expect(deleted.statusCode).toBe(204);
    const actions = await ctx.db.selectFrom('audit_events').select('action').where('target_id', '=', teams!.id).orderBy('occurred_at').execute();
    expect(actions.map((a) => a.action)).toEqual(['chat_channel.created', 'chat_channel.updated', 'chat_channel.deleted']);
  });

  it('refuses bad input with the documented shape: 10,001 characters, NUL, an unknown kind or event, no events', async () => {
    for (const payload of [
      { ...valid(), name: 'x'.repeat(10_001) },
      { ...valid(), name: 'bad\u0000name' },
      { ...valid(), url: `${receiver.url}?\u0000` },
      { ...valid(), kind: 'discord' },
      { ...valid(), events: ['objective.created'] },
      { ...valid(), events: [] },
      { ...valid(), extra: true },
    ]) {
      const response = await ctx.app.inject({ method: 'POST', url: path(org.organizationId), headers: org.headers, payload });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    const patch = await ctx.app.inject({ method: 'PATCH', url: path(org.organizationId, channel.id), headers: org.headers, payload: { name: 'y'.repeat(10_001) } });
    expect(patch.statusCode).toBe(400);
  });

  it('refuses http:// and private addresses with 422 unless the operator allows them, as webhooks do', async () => {
    const owner = await ownerOnPlan(strict.app, strict.db);
    for (const url of ['http://example.com/hook', 'https://127.0.0.1/hook', 'https://10.0.0.8/hook', 'https://localhost/hook', 'https://[::1]/hook']) {
      const response = await strict.app.inject({ method: 'POST', url: path(owner.organizationId), headers: owner.headers, payload: { ...valid(), url } });
      expect(response.statusCode, url).toBe(422);
      expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.stringMatching(/https|loopback/) });
    }
  });

  it('answers 402 on the Free plan', async () => {
    const free = await ownerOnPlan(ctx.app, ctx.db, 'Free');
    const response = await ctx.app.inject({ method: 'POST', url: path(free.organizationId), headers: free.headers, payload: valid() });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 'PLAN_LIMIT_REACHED' });
  });

  it("answers 404 for another organization's channel, and changes nothing", async () => {
    for (const [method, url] of [
      ['PATCH', path(other.organizationId, channel.id)],
      ['DELETE', path(other.organizationId, channel.id)],
      ['POST', `${path(other.organizationId, channel.id)}/test`],
    ] as const) {
      const response = await ctx.app.inject({ method, url, headers: other.headers, ...(method === 'PATCH' && { payload: { name: 'Stolen', url: receiver.url } }) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const list = await ctx.app.inject({ method: 'GET', url: path(org.organizationId), headers: org.headers });
    expect(list.json<ChatChannel[]>().find((c) => c.id === channel.id)).toMatchObject({ name: '#okrs' });
  });

  it('posts a mention for the comments module, and only a link when the Viewers may not read the item', async () => {
    const mention = { href: '/app/objectives/abc', itemTitle: 'Secret plan', authorName: 'Ada', mentionedNames: ['Ben'], excerpt: 'Look at this', domain: 'objectives' as const };
    const before = receiver.received.length;
    await ctx.db.transaction().execute((trx) => notifyChatOfMention(trx, org.organizationId, mention));
    await ctx.app.chat.deliverer.idle();
    expect(receiver.received).toHaveLength(before + 1);
    expect(expectSlackMessage(receiver.received[before]!)).toBe(`${ctx.app.config.appUrl ?? 'http://localhost'}/app/objectives/abc`);
    expect(textOf(receiver.received[before]!)).toContain('Secret plan');

    const viewers = await ctx.db.selectFrom('roles').select('id').where('organization_id', '=', org.organizationId).where('role_type', '=', 'Viewer').execute();
    await ctx.db.updateTable('role_permissions').set({ can_read: false }).where('role_id', 'in', viewers.map((v) => v.id)).where('domain_name', '=', 'objectives').execute();
    await ctx.db.transaction().execute((trx) => notifyChatOfMention(trx, org.organizationId, mention));
    await ctx.app.chat.deliverer.idle();
    expect(receiver.received).toHaveLength(before + 2);
    expectSlackMessage(receiver.received[before + 1]!);
    expect(textOf(receiver.received[before + 1]!)).not.toContain('Secret plan');
    expect(textOf(receiver.received[before + 1]!)).not.toContain('Look at this');
  });
});
