import type { KeyResult, Objective } from '@okr/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueDueChatDigests } from '../../src/modules/chat/chatDigest';
import { ownerOnPlan } from '../apiKeys/apiKeysApi';
import { useTestApp } from '../support/testApp';
import { webhookTestConfig } from '../webhooks/webhookTestApp';
import { createChannel, retryNow } from './chatApi';
import { expectSlackMessage, expectTeamsMessage, startChatReceiver, status, textOf } from '../support/chat/chatReceiver';

// Chat delivery (issue 35, api-contract.md "Chat: Slack and Microsoft Teams"): each message is
// checked in a real HTTP receiver against the published shapes — Block Kit for Slack, an Adaptive
// Card 1.5 in a `message` attachment for Teams — with a link back to the item; through the outbox,
// retried after a 500 or a hang.

// A receiver gets 4 s to answer: long enough that a busy machine never turns a slow answer into a
// timeout (the retries below count requests), short enough for the hanging receiver's test.
const ctx = useTestApp(webhookTestConfig({ timeoutMs: 4_000 }));
const slack = await startChatReceiver();
const teams = await startChatReceiver();
afterAll(() => Promise.all([slack.stop(), teams.stop()]));

const appUrl = () => ctx.app.config.appUrl ?? 'http://localhost';
let org: Awaited<ReturnType<typeof ownerOnPlan>>;
const allEvents = ['check_in.created', 'objective.at_risk', 'weekly_digest', 'comment.mention'];

beforeAll(async () => {
  org = await ownerOnPlan(ctx.app, ctx.db);
  for (const [kind, receiver] of [['slack', slack], ['teams', teams]] as const) {
    const { response } = await createChannel(ctx.app, org.organizationId, org.owner.accessToken, { kind, name: `#okrs ${kind}`, url: receiver.url, events: allEvents });
    expect(response.statusCode, response.body).toBe(201);
  }
});

/** This file's messages: the test files of a worker share one database. */
const ours = () => ctx.db.selectFrom('chat_deliveries').where('channel_id', 'in', ctx.db.selectFrom('chat_channels').select('id').where('organization_id', '=', org.organizationId));

const post = async <T>(url: string, payload: object) => {
  const response = await ctx.app.inject({ method: 'POST', url, headers: org.headers, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<T>();
};

const fresh = () => [slack.received.length, teams.received.length] as const;

describe('chat messages', () => {
  it('posts a check-in to Slack as Block Kit and to Teams as an Adaptive Card 1.5, the check-in linking to its key result, the objective at risk to the objective; a low confidence turns the objective at risk', async () => {
    const objective = await post<Objective>('/api/objectives', { title: 'Grow <revenue> & margin' });
    const keyResult = await post<KeyResult>(`/api/objectives/${objective.id}/key-results`, { title: 'Reach 40% margin', metricType: 'Percentage' });
    const [s, t] = fresh();
    await post(`/api/key-results/${keyResult.id}/check-ins`, { value: 20, confidence: 2, note: 'Supplier costs *rose*' });
    await ctx.app.chat.deliverer.idle();
    const link = `${appUrl()}/app/objectives/${objective.id}`;
    const keyResultLink = `${link}?org=${org.organizationId}&keyResult=${keyResult.id}`;

    // Two messages of one change: the outbox promises no order between them.
    const atRiskLast = (bodies: Record<string, unknown>[]) => [...bodies].sort((a, b) => Number(textOf(a).includes('At risk')) - Number(textOf(b).includes('At risk')));
    const slackGot = atRiskLast(slack.received.slice(s));
    expect(slackGot).toHaveLength(2);
    expect(slackGot.map(expectSlackMessage)).toEqual([keyResultLink, link]);
    expect(textOf(slackGot[0]!)).toContain('Reach 40% margin');
    expect(textOf(slackGot[0]!)).toContain('Supplier costs');
    // Slack's mrkdwn escapes: the title's < > & cannot become a link or a mention.
    expect(textOf(slackGot[1]!)).toContain('Grow &lt;revenue&gt; &amp; margin');
    expect(textOf(slackGot[1]!)).toContain('At risk');

    const teamsGot = atRiskLast(teams.received.slice(t));
    expect(teamsGot).toHaveLength(2);
    expect(teamsGot.map(expectTeamsMessage)).toEqual([keyResultLink, link]);
    expect(textOf(teamsGot[0]!)).toContain('FactSet');
    expect(textOf(teamsGot[1]!)).toContain('At risk: Grow <revenue> & margin');

    // A second low check-in: the objective was at risk already, only the check-in is posted.
    const [s2] = fresh();
    await post(`/api/key-results/${keyResult.id}/check-ins`, { value: 21, confidence: 2 });
    await ctx.app.chat.deliverer.idle();
    expect(slack.received.slice(s2).map((body) => textOf(body).includes('At risk'))).toEqual([false]);
  });

  it('sends the weekly digest once a week to the channels that chose it', async () => {
    const [s, t] = fresh();
    const monday = new Date('2031-03-03T09:00:00Z');
    expect(await queueDueChatDigests(ctx.db, monday)).toBeGreaterThanOrEqual(1);
    expect(await queueDueChatDigests(ctx.db, monday)).toBe(0);
    await ctx.app.chat.deliverer.idle();
    // Two messages of one change: the outbox promises no order between them.
    const atRiskLast = (bodies: Record<string, unknown>[]) => [...bodies].sort((a, b) => Number(textOf(a).includes('At risk')) - Number(textOf(b).includes('At risk')));
    const slackGot = atRiskLast(slack.received.slice(s));
    const teamsGot = teams.received.slice(t);
    expect(slackGot).toHaveLength(1);
    expect(teamsGot).toHaveLength(1);
    expect(expectSlackMessage(slackGot[0]!)).toBe(`${appUrl()}/app`);
    expect(expectTeamsMessage(teamsGot[0]!)).toBe(`${appUrl()}/app`);
    expect(textOf(slackGot[0]!)).toContain('Weekly OKR digest, 2031-W10');
  });

  it('sends a test message (202) to that channel only', async () => {
    const list = await ctx.app.inject({ method: 'GET', url: `/api/organizations/${org.organizationId}/chat-channels`, headers: org.headers });
    const slackChannel = list.json<{ id: string; kind: string }[]>().find((channel) => channel.kind === 'slack')!;
    const [s, t] = fresh();
    const response = await ctx.app.inject({ method: 'POST', url: `/api/organizations/${org.organizationId}/chat-channels/${slackChannel.id}/test`, headers: org.headers });
    expect(response.statusCode, response.body).toBe(202);
    await ctx.app.chat.deliverer.idle();
    expect(slack.received.slice(s)).toHaveLength(1);
    expect(expectSlackMessage(slack.received[s]!)).toBe(`${appUrl()}/app`);
    expect(textOf(slack.received[s]!)).toContain('OKR is connected');
    expect(teams.received.slice(t)).toHaveLength(0);
  });

  it('retries a message the receiver answered 500, and the channel gets it once', async () => {
    const objective = await post<Objective>('/api/objectives', { title: 'Retried' });
    const keyResult = await post<KeyResult>(`/api/objectives/${objective.id}/key-results`, { title: 'Retry me', metricType: 'Percentage' });
    slack.answerNext(status(500));
    const [s] = fresh();
    await post(`/api/key-results/${keyResult.id}/check-ins`, { value: 50, confidence: 8 });
    await ctx.app.chat.deliverer.idle();
    const row = await ours().selectAll().where('event_type', '=', 'check_in.created').orderBy('seq', 'desc').limit(2).execute();
    expect(row.map((r) => r.status).sort()).toEqual(['pending', 'succeeded']);
    expect(row.find((r) => r.status === 'pending')).toMatchObject({ attempts: 1, response_status: 500 });
    await retryNow(ctx.app, ctx.db, org.organizationId);
    // The 500 and the retry reached the receiver; one was answered 200, nothing is pending.
    expect(slack.received.slice(s)).toHaveLength(2);
    expect(await ours().select('id').where('status', '=', 'pending').execute()).toEqual([]);
  });

  it('gives up an attempt on a receiver that hangs (the timeout) and delivers it on the retry', async () => {
    const [s] = fresh();
    slack.answerNext(() => {
      // No answer at all.
    });
    const list = await ctx.app.inject({ method: 'GET', url: `/api/organizations/${org.organizationId}/chat-channels`, headers: org.headers });
    const slackChannel = list.json<{ id: string; kind: string }[]>().find((channel) => channel.kind === 'slack')!;
    const started = Date.now();
    const response = await ctx.app.inject({ method: 'POST', url: `/api/organizations/${org.organizationId}/chat-channels/${slackChannel.id}/test`, headers: org.headers });
    expect(response.statusCode).toBe(202);
    await ctx.app.chat.deliverer.idle();
    expect(Date.now() - started).toBeGreaterThanOrEqual(3_900);
    const pending = await ours().selectAll().where('status', '=', 'pending').execute();
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ attempts: 1, response_status: null, last_error: 'No complete answer within 4 s' });
    await retryNow(ctx.app, ctx.db, org.organizationId);
    expect(slack.received.slice(s)).toHaveLength(2);
    expect(await ctx.db.selectFrom('chat_deliveries').select('status').where('id', '=', pending[0]!.id).executeTakeFirst()).toEqual({ status: 'succeeded' });
  });
});
