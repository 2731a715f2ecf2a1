import { API_INTEGRATION_PLAN_MESSAGE, WEBHOOK_HTTPS_ONLY_MESSAGE, WEBHOOK_PRIVATE_ADDRESS_MESSAGE } from '@okr/contract';
import type { CreateWebhookResponse, Webhook, WebhookDelivery } from '@okr/contract';
import {
  CreateWebhookResponse as CreateWebhookResponseSchema,
  Webhook as WebhookSchema,
  WebhookDelivery as WebhookDeliverySchema,
} from '@okr/contract/schemas';
import { expect } from 'vitest';
import { defineCase } from '../ConformanceCase';
import type { Harness, WireResponse } from '../Harness';
import { signUp } from '../setup/signUp';
import type { Account } from '../setup/signUp';
import { as, invalid } from './okr/okrRequests';

// Webhooks (api-contract.md "Webhooks"): endpoints managed by people with the settings flags, Pro
// and up; the URL rule at save (https only, no private address literal: what a mock can judge
// without DNS). The endpoint is disabled before its ping, so the server calls nobody.

const hooksOf = (account: Account) => `/organizations/${account.organizationId}/webhooks`;
const created = (answers: WireResponse[]) => (answers[0]!.body as CreateWebhookResponse).webhook;
const hookPath = (account: Account, answers: WireResponse[]) => `${hooksOf(account)}/${created(answers).id}`;
// A public address literal: no DNS lookup at save.
const url = 'https://93.184.216.34/okr-events';

async function proOwner(harness: Harness) {
  const owner = await signUp(harness, 'hooks-owner');
  await harness.setPlan(owner.organizationId, 'Pro');
  return { owner };
}

export const webhookCases = [
  defineCase({
    name: 'Webhooks: created once with their secret, listed without it, changed, pinged, redelivered, deleted',
    setup: proOwner,
    steps: [
      {
        send: ({ owner }) => as(owner, 'POST', hooksOf(owner), { url, events: ['objective.created', 'check_in.created'], description: ' CRM ' }),
        expect: {
          status: 201,
          schema: CreateWebhookResponseSchema,
          check: (body: CreateWebhookResponse) => {
            expect(body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
            expect(body.webhook).toMatchObject({ url, events: ['objective.created', 'check_in.created'], description: 'CRM', enabled: true, lastDeliveryAt: null, consecutiveFailures: 0 });
          },
        },
      },
      {
        send: ({ owner }) => as(owner, 'GET', hooksOf(owner)),
        expect: {
          status: 200,
          check: (body: Webhook[], _world, headers) => {
            expect(body).toHaveLength(1);
            WebhookSchema.parse(body[0]);
            expect(JSON.stringify(body)).not.toContain('whsec_');
            expect(headers['x-total-count']).toBe('1');
          },
        },
      },
      { send: ({ owner }) => as(owner, 'POST', hooksOf(owner), { url, events: ['objective.exploded'] }), expect: invalid('events.0') },
      { send: ({ owner }) => as(owner, 'POST', hooksOf(owner), { url: 'not a url', events: ['task.created'] }), expect: invalid('url') },
      { send: ({ owner }) => as(owner, 'POST', hooksOf(owner), { url, events: ['task.created'], secret: 'x' }), expect: invalid('secret') },
      {
        send: ({ owner }) => as(owner, 'POST', hooksOf(owner), { url: 'http://93.184.216.34/in', events: ['task.created'] }),
        expect: { status: 422, code: 'RULE_VIOLATION', message: WEBHOOK_HTTPS_ONLY_MESSAGE },
      },
      {
        send: ({ owner }) => as(owner, 'POST', hooksOf(owner), { url: 'https://127.0.0.1/in', events: ['task.created'] }),
        expect: { status: 422, code: 'RULE_VIOLATION', message: WEBHOOK_PRIVATE_ADDRESS_MESSAGE },
      },
      {
        send: ({ owner }) => as(owner, 'POST', hooksOf(owner), { url: 'https://[::ffff:10.0.0.1]/in', events: ['task.created'] }),
        expect: { status: 422, code: 'RULE_VIOLATION', message: WEBHOOK_PRIVATE_ADDRESS_MESSAGE },
      },
      {
        send: ({ owner }, a) => as(owner, 'PATCH', hookPath(owner, a), { enabled: false, description: null }),
        expect: { status: 200, schema: WebhookSchema, check: (body: Webhook) => expect(body).toMatchObject({ enabled: false, description: null }) },
      },
      { send: ({ owner }, a) => as(owner, 'PATCH', hookPath(owner, a), {}), expect: { status: 400, code: 'VALIDATION_ERROR' } },
      {
        send: ({ owner }, a) => as(owner, 'POST', `${hookPath(owner, a)}/ping`),
        expect: {
          status: 202,
          schema: WebhookDeliverySchema,
          check: (body: WebhookDelivery) => expect(body).toMatchObject({ eventType: 'ping', status: 'pending', attempts: 0, responseStatus: null, deliveredAt: null }),
        },
      },
      {
        send: ({ owner }, a) => as(owner, 'GET', `${hookPath(owner, a)}/deliveries`),
        expect: {
          status: 200,
          check: (body: WebhookDelivery[], _world, headers) => {
            expect(body.map((delivery) => WebhookDeliverySchema.parse(delivery).eventType)).toEqual(['ping']);
            expect(headers['x-total-count']).toBe('1');
          },
        },
      },
      {
        send: ({ owner }, a) => as(owner, 'POST', `${hookPath(owner, a)}/deliveries/${(a[10]!.body as WebhookDelivery).id}/redeliver`),
        expect: { status: 202, schema: WebhookDeliverySchema, check: (body: WebhookDelivery) => expect(body).toMatchObject({ eventType: 'ping', status: 'pending' }) },
      },
      { send: ({ owner }, a) => as(owner, 'DELETE', hookPath(owner, a)), expect: { status: 204 } },
      { send: ({ owner }) => as(owner, 'GET', hooksOf(owner)), expect: { status: 200, check: (body: Webhook[]) => expect(body).toEqual([]) } },
      {
        send: ({ owner }) => as(owner, 'DELETE', `${hooksOf(owner)}/00000000-0000-4000-8000-000000000000`),
        expect: { status: 404, code: 'NOT_FOUND', message: 'Webhook not found' },
      },
    ],
  }),
  defineCase({
    name: 'Webhooks: the Free plan answers 402 with the plan message; an Editor lacks settings (403)',
    setup: async (harness) => {
      const owner = await signUp(harness, 'hooks-free');
      const editor = await signUp(harness, 'hooks-editor');
      await harness.joinOrganization({ organizationId: owner.organizationId, userId: editor.userId, roleType: 'Editor' });
      return { owner, editor };
    },
    steps: [
      {
        send: ({ owner }) => as(owner, 'POST', hooksOf(owner), { url, events: ['task.created'] }),
        expect: { status: 402, code: 'PLAN_LIMIT_REACHED', message: API_INTEGRATION_PLAN_MESSAGE },
      },
      { send: ({ owner }) => as(owner, 'GET', hooksOf(owner)), expect: { status: 200, check: (body: Webhook[]) => expect(body).toEqual([]) } },
      { send: ({ editor, owner }) => ({ ...as(editor, 'GET', hooksOf(owner)), headers: {} }), expect: { status: 403, code: 'FORBIDDEN' } },
    ],
  }),
];
