import { SCIM_PLAN_MESSAGE } from '@okr/contract';
import type { CreateScimTokenResponse, ScimEventList, ScimGroup, ScimToken } from '@okr/contract';
import { CreateScimTokenResponse as CreateScimTokenResponseSchema, ScimEventList as ScimEventListSchema, ScimToken as ScimTokenSchema } from '@okr/contract/schemas';
import { expect } from 'vitest';
import { defineCase } from '../ConformanceCase';
import type { Harness, WireResponse } from '../Harness';
import { signUp } from '../setup/signUp';
import type { Account } from '../setup/signUp';
import { as } from './okr/okrRequests';

// SCIM in an organization's settings (api-contract.md "SCIM 2.0 provisioning"): tokens shown once
// and revoked like API keys, Enterprise only; the groups SCIM pushed and the last SCIM events.
// `/scim/v2` itself is the API suite's (apps/api/test/scim): the mocks do not speak SCIM.

const scimOf = (account: Account, rest: string) => `/organizations/${account.organizationId}/${rest}`;
const created = (answers: WireResponse[], index: number) => answers[index]!.body as CreateScimTokenResponse;

async function owners(harness: Harness) {
  const owner = await signUp(harness, 'scim-owner');
  await harness.setPlan(owner.organizationId, 'Enterprise');
  const pro = await signUp(harness, 'scim-pro');
  await harness.setPlan(pro.organizationId, 'Pro');
  const editor = await signUp(harness, 'scim-editor');
  await harness.joinOrganization({ organizationId: owner.organizationId, userId: editor.userId, roleType: 'Editor' });
  return { owner, pro, editor };
}

export const scimCases = [
  defineCase({
    name: 'SCIM tokens: created once with their secret, listed without it, revoked; below Enterprise 402; an Editor 403',
    setup: owners,
    steps: [
      {
        send: ({ owner }) => as(owner, 'POST', scimOf(owner, 'scim-tokens')),
        expect: {
          status: 201,
          schema: CreateScimTokenResponseSchema,
          check: (body: CreateScimTokenResponse) => {
            expect(body.secret).toMatch(/^scim_[0-9A-Za-z]{40}$/);
            expect(body.token).toMatchObject({ prefix: body.secret.slice(0, 9), lastUsedAt: null, revokedAt: null });
          },
        },
      },
      {
        send: ({ owner }) => as(owner, 'GET', scimOf(owner, 'scim-tokens')),
        expect: {
          status: 200,
          check: (body: ScimToken[], _world, headers) => {
            expect(body).toHaveLength(1);
            ScimTokenSchema.parse(body[0]);
            expect(JSON.stringify(body)).not.toMatch(/scim_[0-9A-Za-z]{40}/);
            expect(headers['x-total-count']).toBe('1');
          },
        },
      },
      { send: ({ owner }, a) => as(owner, 'DELETE', `${scimOf(owner, 'scim-tokens')}/${created(a, 0).token.id}`), expect: { status: 204 } },
      { send: ({ owner }) => as(owner, 'GET', scimOf(owner, 'scim-tokens')), expect: { status: 200, check: (body: ScimToken[]) => expect(body[0]!.revokedAt).not.toBeNull() } },
      { send: ({ owner }) => as(owner, 'DELETE', `${scimOf(owner, 'scim-tokens')}/00000000-0000-4000-8000-000000000000`), expect: { status: 404, code: 'NOT_FOUND' } },
      { send: ({ pro }) => as(pro, 'POST', scimOf(pro, 'scim-tokens')), expect: { status: 402, code: 'PLAN_LIMIT_REACHED', message: SCIM_PLAN_MESSAGE } },
      { send: ({ editor, owner }) => as(editor, 'POST', scimOf(owner, 'scim-tokens')), expect: { status: 403, code: 'FORBIDDEN' } },
    ],
  }),
  defineCase({
    name: 'SCIM groups and events: none pushed yet, an unknown group 404, the token events listed newest first',
    setup: owners,
    steps: [
      { send: ({ owner }) => as(owner, 'GET', scimOf(owner, 'scim-groups')), expect: { status: 200, check: (body: ScimGroup[]) => expect(body).toEqual([]) } },
      {
        send: ({ owner }) => as(owner, 'PUT', scimOf(owner, 'scim-groups/00000000-0000-4000-8000-000000000000/role'), { roleId: null }),
        expect: { status: 404, code: 'NOT_FOUND' },
      },
      { send: ({ owner }) => as(owner, 'PUT', scimOf(owner, 'scim-groups/00000000-0000-4000-8000-000000000000/role'), { role: 'x' }), expect: { status: 400, code: 'VALIDATION_ERROR' } },
      { send: ({ owner }) => as(owner, 'POST', scimOf(owner, 'scim-tokens')), expect: { status: 201 } },
      {
        send: ({ owner }) => as(owner, 'GET', `${scimOf(owner, 'scim-events')}?limit=10`),
        expect: {
          status: 200,
          schema: ScimEventListSchema,
          check: (body: ScimEventList) => {
            expect(body.total).toBe(1);
            expect(body.items[0]).toMatchObject({ action: 'scim.token_created', targetType: 'scim_token', actorType: 'user' });
          },
        },
      },
      { send: ({ owner }) => as(owner, 'GET', `${scimOf(owner, 'scim-events')}?limit=1000`), expect: { status: 400, code: 'VALIDATION_ERROR' } },
      { send: ({ editor, owner }) => as(editor, 'GET', scimOf(owner, 'scim-events')), expect: { status: 403, code: 'FORBIDDEN' } },
    ],
  }),
];
