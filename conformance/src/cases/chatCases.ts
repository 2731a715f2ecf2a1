import { CHAT_PLAN_MESSAGE, WEBHOOK_HTTPS_ONLY_MESSAGE, WEBHOOK_PRIVATE_ADDRESS_MESSAGE } from '@okr/contract';
import type { ChatChannel } from '@okr/contract';
import { ChatChannel as ChatChannelSchema, ChatTestResponse } from '@okr/contract/schemas';
import { expect } from 'vitest';
import { defineCase } from '../ConformanceCase';
import type { Harness, WireResponse } from '../Harness';
import { signUp } from '../setup/signUp';
import type { Account } from '../setup/signUp';
import { as, invalid } from './okr/okrRequests';

// Chat channels (api-contract.md "Chat: Slack and Microsoft Teams"): managed by people with the
// settings flags, Pro and up; the webhooks' URL rule at save. The channel is disabled before its
// test message, so the server calls nobody.

const channelsOf = (account: Account) => `/organizations/${account.organizationId}/chat-channels`;
const channelPath = (account: Account, answers: WireResponse[]) => `${channelsOf(account)}/${(answers[0]!.body as ChatChannel).id}`;
// A public address literal: no DNS lookup at save.
const url = 'https://93.184.216.34/slack-hook';

async function proOwner(harness: Harness) {
  const owner = await signUp(harness, 'chat-owner');
  await harness.setPlan(owner.organizationId, 'Pro');
  return { owner };
}

export const chatCases = [
  defineCase({
    name: 'Chat channels: created, listed, changed, tested (202), deleted; bad input refused',
    setup: proOwner,
    steps: [
      {
        send: ({ owner }) => as(owner, 'POST', channelsOf(owner), { kind: 'slack', name: ' #okrs ', url, events: ['check_in.created', 'weekly_digest'] }),
        expect: {
          status: 201,
          schema: ChatChannelSchema,
          check: (body: ChatChannel) =>
            expect(body).toMatchObject({ kind: 'slack', name: '#okrs', url, events: ['check_in.created', 'weekly_digest'], enabled: true, lastDeliveryAt: null, consecutiveFailures: 0 }),
        },
      },
      {
        send: ({ owner }) => as(owner, 'GET', channelsOf(owner)),
        expect: {
          status: 200,
          check: (body: ChatChannel[], _world, headers) => {
            expect(body.map((channel) => ChatChannelSchema.parse(channel).name)).toEqual(['#okrs']);
            expect(headers['x-total-count']).toBe('1');
          },
        },
      },
      { send: ({ owner }) => as(owner, 'POST', channelsOf(owner), { kind: 'discord', name: 'x', url, events: ['weekly_digest'] }), expect: invalid('kind') },
      { send: ({ owner }) => as(owner, 'POST', channelsOf(owner), { kind: 'teams', name: 'x', url, events: ['objective.created'] }), expect: invalid('events.0') },
      { send: ({ owner }) => as(owner, 'POST', channelsOf(owner), { kind: 'teams', name: 'x'.repeat(10_001), url, events: ['weekly_digest'] }), expect: invalid('name') },
      { send: ({ owner }) => as(owner, 'POST', channelsOf(owner), { kind: 'teams', name: 'a\u0000b', url, events: ['weekly_digest'] }), expect: invalid('name') },
      {
        send: ({ owner }) => as(owner, 'POST', channelsOf(owner), { kind: 'teams', name: 'x', url: 'http://93.184.216.34/in', events: ['weekly_digest'] }),
        expect: { status: 422, code: 'RULE_VIOLATION', message: WEBHOOK_HTTPS_ONLY_MESSAGE },
      },
      {
        send: ({ owner }) => as(owner, 'POST', channelsOf(owner), { kind: 'teams', name: 'x', url: 'https://10.1.2.3/in', events: ['weekly_digest'] }),
        expect: { status: 422, code: 'RULE_VIOLATION', message: WEBHOOK_PRIVATE_ADDRESS_MESSAGE },
      },
      {
        send: ({ owner }, a) => as(owner, 'PATCH', channelPath(owner, a), { enabled: false, name: 'Renamed' }),
        expect: { status: 200, schema: ChatChannelSchema, check: (body: ChatChannel) => expect(body).toMatchObject({ enabled: false, name: 'Renamed', kind: 'slack' }) },
      },
      { send: ({ owner }, a) => as(owner, 'PATCH', channelPath(owner, a), {}), expect: { status: 400, code: 'VALIDATION_ERROR' } },
      { send: ({ owner }, a) => as(owner, 'POST', `${channelPath(owner, a)}/test`), expect: { status: 202, schema: ChatTestResponse } },
      { send: ({ owner }, a) => as(owner, 'DELETE', channelPath(owner, a)), expect: { status: 204 } },
      { send: ({ owner }) => as(owner, 'GET', channelsOf(owner)), expect: { status: 200, check: (body: ChatChannel[]) => expect(body).toEqual([]) } },
      {
        send: ({ owner }) => as(owner, 'DELETE', `${channelsOf(owner)}/00000000-0000-4000-8000-000000000000`),
        expect: { status: 404, code: 'NOT_FOUND', message: 'Chat channel not found' },
      },
    ],
  }),
  defineCase({
    name: 'Chat channels: the Free plan answers 402 with the plan message',
    setup: async (harness) => ({ owner: await signUp(harness, 'chat-free') }),
    steps: [
      {
        send: ({ owner }) => as(owner, 'POST', channelsOf(owner), { kind: 'teams', name: 'x', url, events: ['weekly_digest'] }),
        expect: { status: 402, code: 'PLAN_LIMIT_REACHED', message: CHAT_PLAN_MESSAGE },
      },
    ],
  }),
];
