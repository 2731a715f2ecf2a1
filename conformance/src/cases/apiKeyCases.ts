import { API_INTEGRATION_PLAN_MESSAGE, noPermissions, permissionDomains } from '@okr/contract';
import type { ApiKey, CreateApiKeyResponse, EffectivePermissions } from '@okr/contract';
import { ApiKey as ApiKeySchema, CreateApiKeyResponse as CreateApiKeyResponseSchema } from '@okr/contract/schemas';
import { expect } from 'vitest';
import { defineCase } from '../ConformanceCase';
import type { Harness, WireResponse } from '../Harness';
import { signUp } from '../setup/signUp';
import type { Account } from '../setup/signUp';
import { as, invalid } from './okr/okrRequests';

// API keys (api-contract.md "API keys"): managed by people with the settings flags, Pro and up.

const readEverything = (): EffectivePermissions => {
  const flags = noPermissions();
  for (const domain of permissionDomains) flags[domain] = { ...flags[domain], canRead: true };
  return flags;
};
const keysOf = (account: Account) => `/organizations/${account.organizationId}/api-keys`;
const created = (answers: WireResponse[], index: number) => answers[index]!.body as CreateApiKeyResponse;

async function proOwner(harness: Harness) {
  const owner = await signUp(harness, 'keys-owner');
  await harness.setPlan(owner.organizationId, 'Pro');
  return { owner };
}

export const apiKeyCases = [
  defineCase({
    name: 'API keys: created once with their secret, listed without it, revoked; Free answers 402',
    setup: proOwner,
    steps: [
      {
        send: ({ owner }) => as(owner, 'POST', keysOf(owner), { name: 'Warehouse', permissions: readEverything() }),
        expect: {
          status: 201,
          schema: CreateApiKeyResponseSchema,
          check: (body: CreateApiKeyResponse) => {
            expect(body.secret).toMatch(/^okr_[0-9A-Za-z]{40}$/);
            expect(body.apiKey).toMatchObject({ name: 'Warehouse', prefix: body.secret.slice(0, 8), revokedAt: null, expiresAt: null });
          },
        },
      },
      {
        send: ({ owner }) => as(owner, 'GET', keysOf(owner)),
        expect: {
          status: 200,
          check: (body: ApiKey[], _world, headers) => {
            expect(body).toHaveLength(1);
            ApiKeySchema.parse(body[0]);
            expect(JSON.stringify(body)).not.toMatch(/okr_[0-9A-Za-z]{40}/);
            expect(headers['x-total-count']).toBe('1');
          },
        },
      },
      { send: ({ owner }) => as(owner, 'POST', keysOf(owner), { name: '', permissions: readEverything() }), expect: invalid('name') },
      { send: ({ owner }) => as(owner, 'POST', keysOf(owner), { name: 'k', permissions: { objectives: {} } }), expect: { status: 400, code: 'VALIDATION_ERROR' } },
      {
        send: ({ owner }) => as(owner, 'POST', keysOf(owner), { name: 'k', permissions: readEverything(), expiresAt: '2001-01-01T00:00:00.000Z' }),
        expect: invalid('expiresAt'),
      },
      { send: ({ owner }, a) => as(owner, 'DELETE', `${keysOf(owner)}/${created(a, 0).apiKey.id}`), expect: { status: 204 } },
      {
        send: ({ owner }) => as(owner, 'GET', keysOf(owner)),
        expect: { status: 200, check: (body: ApiKey[]) => expect(body[0]!.revokedAt).not.toBeNull() },
      },
      { send: ({ owner }) => as(owner, 'DELETE', `${keysOf(owner)}/00000000-0000-4000-8000-000000000000`), expect: { status: 404, code: 'NOT_FOUND' } },
    ],
  }),
  defineCase({
    name: 'API keys: the Free plan answers 402 with the plan message; an Editor lacks settings (403)',
    setup: async (harness) => {
      const owner = await signUp(harness, 'keys-free');
      const editor = await signUp(harness, 'keys-editor');
      await harness.joinOrganization({ organizationId: owner.organizationId, userId: editor.userId, roleType: 'Editor' });
      return { owner, editor };
    },
    steps: [
      {
        send: ({ owner }) => as(owner, 'POST', keysOf(owner), { name: 'Nope', permissions: readEverything() }),
        expect: { status: 402, code: 'PLAN_LIMIT_REACHED', message: API_INTEGRATION_PLAN_MESSAGE },
      },
      { send: ({ owner }) => as(owner, 'GET', keysOf(owner)), expect: { status: 200, check: (body: ApiKey[]) => expect(body).toEqual([]) } },
      { send: ({ editor, owner }) => ({ ...as(editor, 'GET', keysOf(owner)), headers: {} }), expect: { status: 403, code: 'FORBIDDEN' } },
    ],
  }),
];
