import { addDays, compareWeekItems, isoDay } from '@okr/contract';
import type { MeResponse, RefreshResponse, User, WeekItem } from '@okr/contract';
import { MeResponse as MeResponseSchema, UpdateMeResponse, WeekResponse } from '@okr/contract/schemas';
import { expect } from 'vitest';
import { defineCase } from '../ConformanceCase';
import type { Harness, WireRequest, WireResponse } from '../Harness';
import { memberOf, signUp } from '../setup/signUp';
import type { Account } from '../setup/signUp';
import { as, inOrg, invalid } from './okr/okrRequests';

// My week, across organizations, and the digest settings of PATCH /auth/me (api-contract.md
// "My week, across organizations").

async function created(harness: Harness, request: WireRequest): Promise<string> {
  const { status, body } = await harness.send(request);
  if (status !== 201) throw new Error(`setup: ${request.method} ${request.path} answered ${status}: ${JSON.stringify(body)}`);
  return (body as { id: string }).id;
}

/**
 * An owner's Pro organization where `member` (an Editor) owns a key result behind its line and an
 * initiative with a task of theirs at risk; in the member's own organization, a task due in ten days.
 */
async function weekWorld(harness: Harness) {
  const today = isoDay();
  const owner = await signUp(harness, 'week-owner', 'Olga', 'Owner');
  await harness.setPlan(owner.organizationId, 'Pro');
  const member = await memberOf(harness, owner.organizationId, 'Editor');
  const objective = await created(harness, as(owner, 'POST', '/objectives', { title: 'Week objective', startDate: addDays(today, -60), endDate: addDays(today, 29) }));
  const keyResult = await created(
    harness,
    as(owner, 'POST', `/objectives/${objective}/key-results`, { title: 'Behind the line', metricType: 'Numeric', startValue: 0, targetValue: 10, ownerId: member.userId }),
  );
  const initiative = await created(harness, as(owner, 'POST', '/initiatives', { name: 'Week initiative', ownerId: member.userId }));
  const risky = await created(harness, as(owner, 'POST', `/initiatives/${initiative}/tasks`, { title: 'Risky', status: 'At Risk', assigneeId: member.userId, dueDate: addDays(today, 20) }));
  const own = await created(harness, as(member, 'POST', '/initiatives', { name: 'Own initiative' }));
  const later = await created(harness, as(member, 'POST', `/initiatives/${own}/tasks`, { title: 'Later', assigneeId: member.userId, dueDate: addDays(today, 10) }));
  return { today, owner, member, ids: { objective, keyResult, initiative, risky, later } };
}
type WeekWorld = Awaited<ReturnType<typeof weekWorld>>;

const myWeek = (account: Account, token = account.accessToken): WireRequest => ({ method: 'GET', path: '/me/week', token });
const kinds = (items: WeekItem[]) => items.map((item) => [item.kind, item.id]);
const tokenOf = (answers: WireResponse[], index: number) => (answers[index]!.body as RefreshResponse).accessToken;
const inOrder = (items: WeekItem[]) => expect([...items].sort(compareWeekItems)).toEqual(items);

export const weekCases = [
  defineCase({
    name: 'my week: items of every organization the caller belongs to, most urgent first; a check-in clears "behind"; due again after 7 days; gone with the membership',
    setup: weekWorld,
    steps: [
      {
        send: ({ member }) => myWeek(member),
        expect: {
          status: 200,
          schema: WeekResponse,
          check: (body: WeekItem[], { owner, ids }: WeekWorld) => {
            expect(kinds(body)).toEqual([
              ['task_at_risk', ids.risky],
              ['key_result_behind', ids.keyResult],
              ['initiative_attention', ids.initiative],
            ]);
            inOrder(body);
            expect(body[0]).toMatchObject({
              organization: { id: owner.organizationId },
              title: 'Risky',
              reason: 'Task at risk',
              href: `/app/initiatives/${ids.initiative}?org=${owner.organizationId}`,
            });
            expect(body[1]!.href).toBe(`/app/objectives/${ids.objective}?org=${owner.organizationId}&keyResult=${ids.keyResult}`);
            expect(body[1]!.reason).toMatch(/^Progress 0% where [\d.]+% was expected$/);
            expect(body[2]).toMatchObject({ title: 'Week initiative', reason: '1 task at risk', dueDate: null });
          },
        },
      },
      // A check-in on the key result: at 90% with confidence 8, it is no longer behind.
      {
        send: ({ member, owner, ids }) => inOrg(member, owner, 'POST', `/key-results/${ids.keyResult}/check-ins`, { value: 9, confidence: 8 }),
        expect: { status: 201 },
      },
      {
        send: ({ member }) => myWeek(member),
        expect: { status: 200, check: (body: WeekItem[], { ids }: WeekWorld) => expect(body.map((item) => item.id)).toEqual([ids.risky, ids.initiative]) },
      },
      // Eight days later (the database's own clock does not move on PostgreSQL: the check-in above is
      // what makes the key result due on both runners). The access tokens expired meanwhile: both refresh.
      { advanceSeconds: 8 * 86_400 },
      { send: ({ member }) => ({ method: 'POST', path: '/auth/refresh', body: { refreshToken: member.refreshToken } }), expect: { status: 200 } },
      { send: ({ owner }) => ({ method: 'POST', path: '/auth/refresh', body: { refreshToken: owner.refreshToken } }), expect: { status: 200 } },
      {
        send: ({ member }, answers) => myWeek(member, tokenOf(answers, 3)),
        expect: {
          status: 200,
          schema: WeekResponse,
          check: (body: WeekItem[], { member, ids, today }: WeekWorld) => {
            inOrder(body);
            expect(kinds(body)).toEqual([
              ['check_in_due', ids.keyResult],
              ['task_due', ids.later],
              ['task_at_risk', ids.risky],
              ['initiative_attention', ids.initiative],
            ]);
            expect(body[0]).toMatchObject({ reason: 'No check-in for 8 days', dueDate: addDays(today, 7) });
            expect(body[1]).toMatchObject({ organization: { id: member.organizationId }, reason: `Due ${addDays(today, 10)}`, dueDate: addDays(today, 10) });
          },
        },
      },
      // Removed from the owner's organization: nothing of it any more.
      {
        send: ({ owner, member }, answers) => ({ method: 'DELETE', path: `/organizations/${owner.organizationId}/users/${member.userId}`, token: tokenOf(answers, 4) }),
        expect: { status: 204 },
      },
      {
        send: ({ member }, answers) => myWeek(member, tokenOf(answers, 3)),
        expect: { status: 200, check: (body: WeekItem[], { ids }: WeekWorld) => expect(body.map((item) => item.id)).toEqual([ids.later]) },
      },
    ],
  }),
  defineCase({
    name: 'my week: only what the caller may read there (a Custom role with objectives and key results only hides tasks and initiatives)',
    setup: weekWorld,
    steps: [
      { send: ({ owner }) => as(owner, 'POST', '/roles', { name: 'Key results only', roleType: 'Editor', category: 'Custom' }), expect: { status: 201 } },
      ...(['objectives', 'key_results'] as const).map((domainName) => ({
        send: ({ owner }: WeekWorld, answers: WireResponse[]) =>
          as(owner, 'POST', '/role-permissions', { roleId: (answers[0]!.body as { id: string }).id, domainName, canCreate: false, canRead: true, canUpdate: false, canDelete: false }),
        expect: { status: 201 },
      })),
      {
        send: ({ owner, member }: WeekWorld, answers: WireResponse[]) =>
          as(owner, 'PUT', `/organizations/${owner.organizationId}/users/${member.userId}/roles`, { roleIds: [(answers[0]!.body as { id: string }).id] }),
        expect: { status: 200 },
      },
      {
        send: ({ member }) => myWeek(member),
        expect: { status: 200, schema: WeekResponse, check: (body: WeekItem[], { ids }: WeekWorld) => expect(kinds(body)).toEqual([['key_result_behind', ids.keyResult]]) },
      },
    ],
  }),
  defineCase({
    name: 'my week: PATCH /auth/me sets the digest and its IANA time zone; /auth/me answers them; a bad zone is a 400 and changes nothing',
    setup: async (harness: Harness) => ({ user: await signUp(harness, 'digest') }),
    steps: [
      {
        send: ({ user }) => ({ method: 'GET', path: '/auth/me', token: user.accessToken }),
        expect: { status: 200, schema: MeResponseSchema, check: (body: MeResponse) => expect(body.user).toMatchObject({ weeklyDigest: true, timeZone: 'UTC' }) },
      },
      {
        send: ({ user }) => ({ method: 'PATCH', path: '/auth/me', token: user.accessToken, body: { weeklyDigest: false, timeZone: 'America/Mexico_City' } }),
        expect: {
          status: 200,
          schema: UpdateMeResponse,
          check: (body: { user: User }) => expect(body.user).toMatchObject({ weeklyDigest: false, timeZone: 'America/Mexico_City' }),
        },
      },
      { send: ({ user }) => ({ method: 'PATCH', path: '/auth/me', token: user.accessToken, body: { timeZone: 'Mars/Olympus' } }), expect: invalid('timeZone') },
      { send: ({ user }) => ({ method: 'PATCH', path: '/auth/me', token: user.accessToken, body: { timeZone: 'GMT+01:00' } }), expect: invalid('timeZone') },
      { send: ({ user }) => ({ method: 'PATCH', path: '/auth/me', token: user.accessToken, body: { weeklyDigest: 'yes' } }), expect: invalid('weeklyDigest') },
      { send: ({ user }) => ({ method: 'PATCH', path: '/auth/me', token: user.accessToken, body: { locale: 'fr' } }), expect: invalid('locale') },
      { send: () => ({ method: 'PATCH', path: '/auth/me', body: { weeklyDigest: false } }), expect: { status: 401, code: 'UNAUTHENTICATED' } },
      {
        send: ({ user }) => ({ method: 'GET', path: '/auth/me', token: user.accessToken }),
        expect: { status: 200, check: (body: MeResponse) => expect(body.user).toMatchObject({ weeklyDigest: false, timeZone: 'America/Mexico_City' }) },
      },
      { send: () => ({ method: 'GET', path: '/me/week' }), expect: { status: 401, code: 'UNAUTHENTICATED' } },
    ],
  }),
  defineCase({
    name: 'my week: the digest\'s unsubscribe link without sign-in: 400 without a token, 404 for one the server did not sign, nothing changes',
    setup: async (harness: Harness) => ({ user: await signUp(harness, 'unsubscribe') }),
    steps: [
      { send: () => ({ method: 'POST', path: '/auth/digest/unsubscribe' }), expect: invalid('token') },
      { send: () => ({ method: 'GET', path: '/auth/digest/unsubscribe' }), expect: invalid('token') },
      {
        send: ({ user }) => ({ method: 'POST', path: `/auth/digest/unsubscribe?token=${user.userId}.forged-signature` }),
        expect: { status: 404, code: 'NOT_FOUND', message: 'Unsubscribe link not found' },
      },
      {
        send: ({ user }) => ({ method: 'GET', path: `/auth/digest/unsubscribe?token=${encodeURIComponent(user.refreshToken)}` }),
        expect: { status: 404, code: 'NOT_FOUND', message: 'Unsubscribe link not found' },
      },
      {
        send: ({ user }) => ({ method: 'GET', path: '/auth/me', token: user.accessToken }),
        expect: { status: 200, check: (body: MeResponse) => expect(body.user.weeklyDigest).toBe(true) },
      },
    ],
  }),
];
