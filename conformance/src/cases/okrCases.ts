import type { CheckInCreated, ConfigOption, Dashboard, Initiative, InitiativeDetail, KeyResult, Objective, ObjectiveDetail, OrganizationUser, Task } from '@okr/contract';
import {
  CheckIn as CheckInSchema,
  CheckInCreated as CheckInCreatedSchema,
  ConfigOption as ConfigOptionSchema,
  Dashboard as DashboardSchema,
  Initiative as InitiativeSchema,
  InitiativeDetail as InitiativeDetailSchema,
  KeyResult as KeyResultSchema,
  Objective as ObjectiveSchema,
  ObjectiveDetail as ObjectiveDetailSchema,
  OrganizationUser as OrganizationUserSchema,
  Task as TaskSchema,
} from '@okr/contract/schemas';
import { expect } from 'vitest';
import { defineCase } from '../ConformanceCase';
import type { Harness, WireRequest, WireResponse } from '../Harness';
import { memberOf, signUp, unknownId } from '../setup/signUp';
import type { Account } from '../setup/signUp';

// Objectives, key results, check-ins, initiatives, tasks, config options and the dashboard
// (api-contract.md "Resources the product spec leaves open").

const as = (account: Account, method: WireRequest['method'], path: string, body?: unknown): WireRequest => ({
  method,
  path,
  token: account.accessToken,
  headers: { 'X-Organization-Id': account.organizationId },
  ...(body !== undefined && { body }),
});

/** As `member`, in `owner`'s organization. */
const inOrg = (member: Account, owner: Account, method: WireRequest['method'], path: string, body?: unknown): WireRequest => ({
  ...as(member, method, path, body),
  headers: { 'X-Organization-Id': owner.organizationId },
});

const id = (answers: WireResponse[], index: number) => (answers[index]!.body as { id: string }).id;
const fields = (body: unknown) => ((body as { details: { field: string }[] }).details ?? []).map((issue) => issue.field);
const nextPath = (headers: Record<string, string>) => {
  const match = /^<\/api([^>]+)>; rel="next"$/.exec(headers.link ?? '');
  if (!match) throw new Error(`no next page in ${JSON.stringify(headers)}`);
  return match[1]!;
};
const notFound = (what: string) => ({ status: 404, code: 'NOT_FOUND', message: `${what} not found` }) as const;
const invalid = (...expected: string[]) => ({
  status: 400,
  code: 'VALIDATION_ERROR',
  check: (body: unknown) => expect(fields(body)).toEqual(expect.arrayContaining(expected)),
}) as const;

async function owner(harness: Harness) {
  return { owner: await signUp(harness, 'okr-owner') };
}

export const okrCases = [
  defineCase({
    name: 'objectives: create, read with key results, list newest first with paging headers, delete',
    setup: owner,
    steps: [
      {
        send: ({ owner: o }) => as(o, 'POST', '/objectives', { title: 'First', type: 'Strategic', strategicAxis: 'Retention', startDate: '2026-01-01', endDate: '2026-03-31' }),
        expect: {
          status: 201,
          schema: ObjectiveSchema,
          check: (body: Objective, { owner: o }) =>
            expect(body).toMatchObject({ title: 'First', type: 'Strategic', status: 'Active', ownerId: o.userId, progress: 0, version: 1, keyResultCount: 0 }),
        },
      },
      { send: ({ owner: o }) => as(o, 'POST', '/objectives', { title: 'Second' }), expect: { status: 201, schema: ObjectiveSchema } },
      { send: ({ owner: o }) => as(o, 'POST', '/objectives', { title: 'Third' }), expect: { status: 201, schema: ObjectiveSchema } },
      {
        send: ({ owner: o }) => as(o, 'GET', '/objectives?limit=2'),
        expect: {
          status: 200,
          schema: ObjectiveSchema.array(),
          check: (body: Objective[], _world, headers) => {
            expect(body.map((objective) => objective.title)).toEqual(['Third', 'Second']);
            expect(headers['x-total-count']).toBe('3');
            expect(nextPath(headers)).toMatch(/^\/objectives\?limit=2&cursor=/);
          },
        },
      },
      {
        send: ({ owner: o }, answers) => ({ ...as(o, 'GET', '/objectives?limit=2'), path: `/objectives?limit=2&cursor=${encodeURIComponent(/cursor=([^&>]+)/.exec(answers[3]!.headers.link!)![1]!)}` }),
        expect: {
          status: 200,
          check: (body: Objective[], _world, headers) => {
            expect(body.map((objective) => objective.title)).toEqual(['First']);
            expect(headers.link).toBeUndefined();
          },
        },
      },
      {
        send: ({ owner: o }) => as(o, 'GET', '/objectives?type=Strategic&strategicAxis=Retention&q=fir'),
        expect: { status: 200, check: (body: Objective[]) => expect(body.map((objective) => objective.title)).toEqual(['First']) },
      },
      {
        send: ({ owner: o }, answers) => as(o, 'GET', `/objectives/${id(answers, 0)}`),
        expect: { status: 200, schema: ObjectiveDetailSchema, check: (body: ObjectiveDetail) => expect(body.keyResults).toEqual([]) },
      },
      { send: ({ owner: o }, answers) => as(o, 'DELETE', `/objectives/${id(answers, 0)}`), expect: { status: 204 } },
      { send: ({ owner: o }, answers) => as(o, 'GET', `/objectives/${id(answers, 0)}`), expect: notFound('Objective') },
    ],
  }),
  defineCase({
    name: 'objectives: 400 naming the field (enums, dates, range, end before start, unknown fields, options, owner, paging)',
    setup: owner,
    steps: [
      { send: ({ owner: o }) => as(o, 'POST', '/objectives', {}), expect: invalid('title') },
      { send: ({ owner: o }) => as(o, 'POST', '/objectives', { title: 'x', status: 'active' }), expect: invalid('status') },
      { send: ({ owner: o }) => as(o, 'POST', '/objectives', { title: 'x', startDate: '1899-12-31' }), expect: invalid('startDate') },
      { send: ({ owner: o }) => as(o, 'POST', '/objectives', { title: 'x', endDate: '2026-02-30' }), expect: invalid('endDate') },
      {
        send: ({ owner: o }) => as(o, 'POST', '/objectives', { title: 'x', startDate: '2026-03-01', endDate: '2026-02-01' }),
        expect: { status: 400, code: 'VALIDATION_ERROR', check: (body: { details: unknown }) => expect(body.details).toEqual([{ field: 'endDate', message: 'End date cannot be before start date' }]) },
      },
      { send: ({ owner: o }) => as(o, 'POST', '/objectives', { title: 'x', progress: 50 }), expect: invalid('progress') },
      {
        send: ({ owner: o }) => as(o, 'POST', '/objectives', { title: 'x', impactCategory: 'Vibes', ownerId: unknownId }),
        expect: {
          status: 400,
          code: 'VALIDATION_ERROR',
          check: (body: { details: unknown }) =>
            expect(body.details).toEqual([
              { field: 'ownerId', message: 'Not a member of this organization' },
              { field: 'impactCategory', message: 'Not an option of Impact Category' },
            ]),
        },
      },
      { send: ({ owner: o }) => as(o, 'GET', '/objectives?limit=500'), expect: invalid('limit') },
      { send: ({ owner: o }) => as(o, 'GET', '/objectives?cursor=nope'), expect: invalid('cursor') },
      { send: ({ owner: o }) => as(o, 'GET', '/objectives'), expect: { status: 200, check: (body: unknown[]) => expect(body).toEqual([]) } },
    ],
  }),
  defineCase({
    name: 'objectives: PATCH bumps the version; a stale version answers 409 with the current one; alignment cycles answer 400',
    setup: owner,
    steps: [
      { send: ({ owner: o }) => as(o, 'POST', '/objectives', { title: 'Parent' }), expect: { status: 201 } },
      { send: ({ owner: o }, a) => as(o, 'POST', '/objectives', { title: 'Child', parentObjectiveId: id(a, 0) }), expect: { status: 201 } },
      {
        send: ({ owner: o }, a) => as(o, 'PATCH', `/objectives/${id(a, 0)}`, { title: 'Parent v2', version: 1 }),
        expect: { status: 200, schema: ObjectiveSchema, check: (body: Objective) => expect(body).toMatchObject({ title: 'Parent v2', version: 2 }) },
      },
      {
        send: ({ owner: o }, a) => as(o, 'PATCH', `/objectives/${id(a, 0)}`, { title: 'Lost update', version: 1 }),
        expect: {
          status: 409,
          code: 'CONFLICT',
          message: 'Someone else changed this objective. Review the latest version and try again.',
          check: (body: { details: { reason: string; current: Objective } }) => {
            expect(body.details.reason).toBe('STALE_VERSION');
            expect(ObjectiveSchema.parse(body.details.current)).toMatchObject({ title: 'Parent v2', version: 2 });
          },
        },
      },
      {
        send: ({ owner: o }, a) => as(o, 'PATCH', `/objectives/${id(a, 0)}`, { parentObjectiveId: id(a, 1) }),
        expect: {
          status: 400,
          code: 'VALIDATION_ERROR',
          check: (body: { details: unknown }) =>
            expect(body.details).toEqual([{ field: 'parentObjectiveId', message: 'An objective cannot be aligned under itself or one of its own children' }]),
        },
      },
      {
        send: ({ owner: o }, a) => as(o, 'PATCH', `/objectives/${id(a, 0)}`, { parentObjectiveId: unknownId }),
        expect: { status: 400, code: 'VALIDATION_ERROR', check: (body: { details: unknown }) => expect(body.details).toEqual([{ field: 'parentObjectiveId', message: 'No such objective' }]) },
      },
    ],
  }),
  defineCase({
    name: 'key results and check-ins: progress by metric type, a check-in moves the key result and the objective, history newest first',
    setup: owner,
    steps: [
      { send: ({ owner: o }) => as(o, 'POST', '/objectives', { title: 'Grow' }), expect: { status: 201 } },
      {
        send: ({ owner: o }, a) => as(o, 'POST', `/objectives/${id(a, 0)}/key-results`, { title: 'Customers', metricType: 'Numeric', targetValue: 200, weight: 3 }),
        expect: { status: 201, schema: KeyResultSchema, check: (body: KeyResult) => expect(body).toMatchObject({ startValue: 0, currentValue: 0, progress: 0, unit: null }) },
      },
      {
        send: ({ owner: o }, a) => as(o, 'POST', `/objectives/${id(a, 0)}/key-results`, { title: 'Launch', metricType: 'Binary' }),
        expect: { status: 201, check: (body: KeyResult) => expect(body).toMatchObject({ startValue: 0, targetValue: 1, progress: 0 }) },
      },
      {
        send: ({ owner: o }, a) => as(o, 'POST', `/key-results/${id(a, 1)}/check-ins`, { value: 100, confidence: 7, note: 'Halfway' }),
        expect: {
          status: 201,
          schema: CheckInCreatedSchema,
          check: (body: CheckInCreated, { owner: o }) => {
            expect(body).toMatchObject({ value: 100, confidence: 7, note: 'Halfway', authorId: o.userId });
            expect(body.keyResult).toMatchObject({ currentValue: 100, progress: 50, confidence: 7, version: 2 });
            expect(body.objective).toMatchObject({ progress: 37.5, keyResultCount: 2, version: 1 });
          },
        },
      },
      { send: ({ owner: o }, a) => as(o, 'POST', `/key-results/${id(a, 1)}/check-ins`, { value: 150, confidence: 8 }), expect: { status: 201 } },
      {
        send: ({ owner: o }, a) => as(o, 'POST', `/key-results/${id(a, 2)}/check-ins`, { value: 2, confidence: 5 }),
        expect: { status: 400, code: 'VALIDATION_ERROR', check: (body: { details: unknown }) => expect(body.details).toEqual([{ field: 'value', message: 'A Binary key result is 0 (not done) or 1 (done)' }]) },
      },
      { send: ({ owner: o }, a) => as(o, 'POST', `/key-results/${id(a, 2)}/check-ins`, { value: 1, confidence: 11 }), expect: invalid('confidence') },
      {
        send: ({ owner: o }, a) => as(o, 'GET', `/key-results/${id(a, 1)}/check-ins?limit=1`),
        expect: {
          status: 200,
          schema: CheckInSchema.array(),
          check: (body: { value: number }[], _w, headers) => {
            expect(body.map((c) => c.value)).toEqual([150]);
            expect(headers['x-total-count']).toBe('2');
            expect(headers.link).toContain('rel="next"');
          },
        },
      },
      {
        send: ({ owner: o }, a) => as(o, 'GET', `/objectives/${id(a, 0)}`),
        expect: {
          status: 200,
          schema: ObjectiveDetailSchema,
          check: (body: ObjectiveDetail) => {
            expect(body.progress).toBe(56.3);
            expect(body.keyResults.map((k) => [k.title, k.progress])).toEqual([['Customers', 75], ['Launch', 0]]);
          },
        },
      },
      {
        send: ({ owner: o }, a) => as(o, 'PATCH', `/key-results/${id(a, 1)}`, { title: 'Stale', version: 1 }),
        expect: { status: 409, code: 'CONFLICT', message: 'Someone else changed this key result. Review the latest version and try again.' },
      },
      { send: ({ owner: o }, a) => as(o, 'DELETE', `/key-results/${id(a, 1)}`), expect: { status: 204 } },
      {
        send: ({ owner: o }, a) => as(o, 'GET', `/objectives/${id(a, 0)}/key-results`),
        expect: { status: 200, check: (body: KeyResult[]) => expect(body.map((k) => k.title)).toEqual(['Launch']) },
      },
      { send: ({ owner: o }, a) => as(o, 'GET', `/key-results/${id(a, 1)}`), expect: notFound('Key result') },
    ],
  }),
  defineCase({
    name: 'OKR tenancy and roles: another organization answers 404; a Viewer reads and is refused changes with 403 naming the flag',
    setup: async (harness: Harness) => {
      const o = await signUp(harness, 'okr-owner');
      const viewer = await memberOf(harness, o.organizationId, 'Viewer');
      const stranger = await signUp(harness, 'okr-stranger');
      return { owner: o, viewer, stranger };
    },
    steps: [
      { send: ({ owner: o }) => as(o, 'POST', '/objectives', { title: 'Private' }), expect: { status: 201 } },
      { send: ({ stranger }, a) => as(stranger, 'GET', `/objectives/${id(a, 0)}`), expect: notFound('Objective') },
      { send: ({ stranger }, a) => as(stranger, 'PATCH', `/objectives/${id(a, 0)}`, { title: 'Mine' }), expect: notFound('Objective') },
      { send: ({ stranger, owner: o }) => inOrg(stranger, o, 'GET', '/objectives'), expect: notFound('Organization') },
      { send: ({ viewer, owner: o }) => inOrg(viewer, o, 'GET', '/objectives'), expect: { status: 200, check: (body: unknown[]) => expect(body).toHaveLength(1) } },
      {
        send: ({ viewer, owner: o }) => inOrg(viewer, o, 'POST', '/objectives', { title: 'Nope' }),
        expect: { status: 403, code: 'FORBIDDEN', message: "You don't have permission to create objectives (missing: objectives.create)" },
      },
      {
        send: ({ viewer, owner: o }) => inOrg(viewer, o, 'POST', '/initiatives', {}),
        expect: { status: 403, code: 'FORBIDDEN', message: "You don't have permission to create initiatives (missing: initiatives.create)" },
      },
      { send: ({ owner: o }) => as(o, 'GET', `/key-results/not-a-uuid`), expect: notFound('Key result') },
      { send: ({ owner: o }) => as(o, 'GET', `/initiatives/${unknownId}`), expect: notFound('Initiative') },
      { send: ({ owner: o }) => as(o, 'PATCH', `/tasks/${unknownId}`, { status: 'Completed' }), expect: notFound('Task') },
    ],
  }),
  defineCase({
    name: 'initiatives: the Free plan stops at one (402); Pro has no limit; tasks decide progress and attention',
    setup: owner,
    steps: [
      { send: ({ owner: o }) => as(o, 'POST', '/objectives', { title: 'Served' }), expect: { status: 201 } },
      {
        send: ({ owner: o }, a) => as(o, 'POST', '/initiatives', { name: 'Launch', objectiveIds: [id(a, 0)] }),
        expect: {
          status: 201,
          schema: InitiativeSchema,
          check: (body: Initiative, { owner: o }) =>
            expect(body).toMatchObject({ status: 'To Start', ownerId: o.userId, progress: 0, needsAttention: false, version: 1 }),
        },
      },
      {
        send: ({ owner: o }) => as(o, 'POST', '/initiatives', { name: 'Second' }),
        expect: {
          status: 402,
          code: 'PLAN_LIMIT_REACHED',
          message: 'The Free plan includes 1 initiative. Upgrade to Pro for unlimited initiatives.',
          check: (body: { details: unknown }) => expect(body.details).toEqual({ plan: 'Free', resource: 'initiatives', limit: 1 }),
        },
      },
      { send: ({ owner: o }) => as(o, 'POST', '/initiatives', { name: 'x', objectiveIds: [unknownId] }), expect: { status: 402, code: 'PLAN_LIMIT_REACHED' } },
      { send: ({ owner: o }, a) => as(o, 'POST', `/initiatives/${id(a, 1)}/tasks`, { title: 'Done', status: 'Completed' }), expect: { status: 201, schema: TaskSchema } },
      { send: ({ owner: o }, a) => as(o, 'POST', `/initiatives/${id(a, 1)}/tasks`, { title: 'Risky', status: 'At Risk' }), expect: { status: 201 } },
      { send: ({ owner: o }, a) => as(o, 'POST', `/initiatives/${id(a, 1)}/tasks`, { title: 'x', status: 'Blocked' }), expect: invalid('status') },
      {
        send: ({ owner: o }, a) => as(o, 'GET', `/initiatives/${id(a, 1)}`),
        expect: {
          status: 200,
          schema: InitiativeDetailSchema,
          check: (body: InitiativeDetail) => {
            expect(body).toMatchObject({ progress: 50, needsAttention: true, taskCounts: { 'To Do': 0, 'In Progress': 0, Completed: 1, 'At Risk': 1 } });
            expect(body.tasks.map((t) => t.title)).toEqual(['Done', 'Risky']);
          },
        },
      },
      {
        send: ({ owner: o }, a) => as(o, 'PATCH', `/tasks/${id(a, 5)}`, { status: 'Completed', version: 1 }),
        expect: { status: 200, schema: TaskSchema, check: (body: Task) => expect(body).toMatchObject({ status: 'Completed', version: 2 }) },
      },
      {
        send: ({ owner: o }, a) => as(o, 'PATCH', `/tasks/${id(a, 5)}`, { status: 'To Do', version: 1 }),
        expect: { status: 409, code: 'CONFLICT', message: 'Someone else changed this task. Review the latest version and try again.' },
      },
      {
        send: ({ owner: o }) => as(o, 'GET', '/initiatives'),
        expect: {
          status: 200,
          schema: InitiativeSchema.array(),
          check: (body: Initiative[], _w, headers) => {
            expect(body[0]).toMatchObject({ progress: 100, needsAttention: false });
            expect(headers['x-total-count']).toBe('1');
          },
        },
      },
    ],
  }),
  defineCase({
    name: 'initiatives: Pro holds more than one; PATCH replaces links and checks dates',
    setup: async (harness: Harness) => {
      const o = await signUp(harness, 'okr-pro');
      await harness.setPlan(o.organizationId, 'Pro');
      return { owner: o };
    },
    steps: [
      { send: ({ owner: o }) => as(o, 'POST', '/initiatives', { name: 'One', startDate: '2026-02-01' }), expect: { status: 201 } },
      { send: ({ owner: o }) => as(o, 'POST', '/initiatives', { name: 'Two' }), expect: { status: 201 } },
      { send: ({ owner: o }) => as(o, 'POST', '/initiatives', { name: 'Three' }), expect: { status: 201 } },
      {
        send: ({ owner: o }, a) => as(o, 'PATCH', `/initiatives/${id(a, 0)}`, { endDate: '2026-01-01' }),
        expect: { status: 400, code: 'VALIDATION_ERROR', check: (body: { details: unknown }) => expect(body.details).toEqual([{ field: 'endDate', message: 'End date cannot be before start date' }]) },
      },
      {
        send: ({ owner: o }, a) => as(o, 'PATCH', `/initiatives/${id(a, 0)}`, { status: 'At Risk', keyResultIds: [unknownId] }),
        expect: { status: 400, code: 'VALIDATION_ERROR', check: (body: { details: unknown }) => expect(body.details).toEqual([{ field: 'keyResultIds.0', message: 'No such key result' }]) },
      },
      {
        send: ({ owner: o }, a) => as(o, 'PATCH', `/initiatives/${id(a, 0)}`, { status: 'At Risk', version: 1 }),
        expect: { status: 200, check: (body: Initiative) => expect(body).toMatchObject({ status: 'At Risk', needsAttention: true, version: 2 }) },
      },
      { send: ({ owner: o }, a) => as(o, 'DELETE', `/initiatives/${id(a, 2)}`), expect: { status: 204 } },
      { send: ({ owner: o }) => as(o, 'GET', '/initiatives'), expect: { status: 200, check: (body: Initiative[]) => expect(body.map((i) => i.name)).toEqual(['Two', 'One']) } },
    ],
  }),
  defineCase({
    name: "config options: Global options are the spec's enumerations; an organization adds, renames and deletes its own",
    setup: async (harness: Harness) => {
      const o = await signUp(harness, 'okr-options');
      const editor = await memberOf(harness, o.organizationId, 'Editor');
      return { owner: o, editor };
    },
    steps: [
      {
        send: ({ owner: o }) => as(o, 'GET', '/config-options?kind=Strategic%20Axis'),
        expect: {
          status: 200,
          schema: ConfigOptionSchema.array(),
          check: (body: ConfigOption[]) => {
            expect(body.map((option) => option.value)).toEqual(['Regional Expansion', 'Retention', 'Automation', 'Digital Transformation', 'Customer Experience']);
            expect(body.every((option) => option.scope === 'Global' && option.organizationId === null)).toBe(true);
          },
        },
      },
      {
        send: ({ owner: o }) => as(o, 'POST', '/config-options', { kind: 'Strategic Axis', value: 'Partnerships' }),
        expect: { status: 201, schema: ConfigOptionSchema, check: (body: ConfigOption, { owner: o }) => expect(body).toMatchObject({ scope: 'Organization', organizationId: o.organizationId }) },
      },
      { send: ({ owner: o }) => as(o, 'POST', '/config-options', { kind: 'Strategic Axis', value: 'partnerships' }), expect: { status: 409, code: 'CONFLICT' } },
      { send: ({ owner: o }) => as(o, 'POST', '/config-options', { kind: 'Strategic Axis', value: 'retention' }), expect: { status: 409, code: 'CONFLICT' } },
      { send: ({ owner: o }) => as(o, 'POST', '/config-options', { kind: 'Strategic Axis', value: 'New', scope: 'Global' }), expect: { status: 422, code: 'RULE_VIOLATION' } },
      { send: ({ owner: o }) => as(o, 'POST', '/objectives', { title: 'With own axis', strategicAxis: 'Partnerships' }), expect: { status: 201 } },
      {
        send: ({ owner: o }, a) => as(o, 'PATCH', `/config-options/${id(a, 1)}`, { value: 'Alliances' }),
        expect: { status: 200, check: (body: ConfigOption) => expect(body.value).toBe('Alliances') },
      },
      {
        send: ({ owner: o }, a) => as(o, 'GET', `/objectives/${id(a, 5)}`),
        expect: { status: 200, check: (body: Objective) => expect(body.strategicAxis).toBe('Alliances') },
      },
      {
        send: ({ owner: o }, a) => as(o, 'PATCH', `/config-options/${(a[0]!.body as ConfigOption[])[0]!.id}`, { value: 'Mine' }),
        expect: { status: 422, code: 'RULE_VIOLATION', message: 'Global options are read-only' },
      },
      {
        send: ({ editor, owner: o }) => inOrg(editor, o, 'POST', '/config-options', { kind: 'Impact Category', value: 'Brand' }),
        expect: { status: 403, code: 'FORBIDDEN', message: "You don't have permission to create settings (missing: settings.create)" },
      },
      { send: ({ owner: o }, a) => as(o, 'DELETE', `/config-options/${id(a, 1)}`), expect: { status: 204 } },
      { send: ({ owner: o }, a) => as(o, 'DELETE', `/config-options/${id(a, 1)}`), expect: notFound('Config option') },
    ],
  }),
  defineCase({
    name: 'dashboard: objectives by status, average progress, key results at risk (low confidence), initiatives and tasks by status, my items',
    setup: owner,
    steps: [
      { send: ({ owner: o }) => as(o, 'POST', '/objectives', { title: 'Active one' }), expect: { status: 201 } },
      { send: ({ owner: o }) => as(o, 'POST', '/objectives', { title: 'Dropped', status: 'Cancelled' }), expect: { status: 201 } },
      { send: ({ owner: o }, a) => as(o, 'POST', `/objectives/${id(a, 0)}/key-results`, { title: 'Doubtful', metricType: 'Percentage' }), expect: { status: 201 } },
      { send: ({ owner: o }, a) => as(o, 'POST', `/key-results/${id(a, 2)}/check-ins`, { value: 40, confidence: 2 }), expect: { status: 201 } },
      { send: ({ owner: o }) => as(o, 'POST', '/initiatives', { name: 'Push', status: 'In Progress' }), expect: { status: 201 } },
      { send: ({ owner: o }, a) => as(o, 'POST', `/initiatives/${id(a, 4)}/tasks`, { title: 'Mine', assigneeId: a[0]!.body && (a[0]!.body as Objective).ownerId }), expect: { status: 201 } },
      {
        send: ({ owner: o }) => as(o, 'GET', '/dashboard'),
        expect: {
          status: 200,
          schema: DashboardSchema,
          check: (body: Dashboard) => {
            expect(body.objectives).toEqual({ total: 2, byStatus: { Active: 1, Completed: 0, Cancelled: 1, 'On Hold': 0 }, averageProgress: 40 });
            expect(body.keyResults.atRisk.map((k) => [k.title, k.lowConfidence])).toEqual([['Doubtful', true]]);
            expect(body.initiatives).toMatchObject({ total: 1, byStatus: { 'In Progress': 1 }, needingAttention: 0 });
            expect(body.tasks).toEqual({ total: 1, byStatus: { 'To Do': 1, 'In Progress': 0, Completed: 0, 'At Risk': 0 } });
            expect(body.mine.objectives.map((o) => o.title)).toEqual(['Active one']);
            expect(body.mine.tasks.map((t) => t.title)).toEqual(['Mine']);
            expect(body.mine.initiatives.map((i) => i.name)).toEqual(['Push']);
          },
        },
      },
    ],
  }),
  defineCase({
    name: 'initiatives: ?objectiveId= keeps those serving the objective (linked to it or one of its key results); foreign or unknown ids find none; an empty one is 400',
    setup: async (harness: Harness) => {
      const o = await signUp(harness, 'okr-serving');
      await harness.setPlan(o.organizationId, 'Pro');
      const stranger = await signUp(harness, 'okr-serving-stranger');
      return { owner: o, stranger };
    },
    steps: [
      { send: ({ owner: o }) => as(o, 'POST', '/objectives', { title: 'Growth' }), expect: { status: 201 } },
      { send: ({ owner: o }) => as(o, 'POST', '/objectives', { title: 'Other' }), expect: { status: 201 } },
      { send: ({ owner: o }, a) => as(o, 'POST', `/objectives/${id(a, 0)}/key-results`, { title: 'Signups', metricType: 'Percentage' }), expect: { status: 201 } },
      { send: ({ owner: o }, a) => as(o, 'POST', '/initiatives', { name: 'Direct', objectiveIds: [id(a, 0)] }), expect: { status: 201 } },
      { send: ({ owner: o }, a) => as(o, 'POST', '/initiatives', { name: 'Via key result', keyResultIds: [id(a, 2)] }), expect: { status: 201 } },
      { send: ({ owner: o }, a) => as(o, 'POST', '/initiatives', { name: 'Elsewhere', objectiveIds: [id(a, 1)] }), expect: { status: 201 } },
      {
        send: ({ owner: o }, a) => as(o, 'GET', `/initiatives?objectiveId=${id(a, 0)}&limit=1`),
        expect: {
          status: 200,
          schema: InitiativeSchema.array(),
          check: (body: Initiative[], _world, headers) => {
            expect(body.map((i) => i.name)).toEqual(['Via key result']);
            expect(headers['x-total-count']).toBe('2');
            expect(nextPath(headers)).toMatch(/^\/initiatives\?objectiveId=[^&]+&limit=1&cursor=/);
          },
        },
      },
      {
        send: ({ owner: o }, a) => as(o, 'GET', nextPath(a[6]!.headers)),
        expect: { status: 200, check: (body: Initiative[], _world, headers) => {
          expect(body.map((i) => i.name)).toEqual(['Direct']);
          expect(headers.link).toBeUndefined();
        } },
      },
      {
        send: ({ stranger }, a) => as(stranger, 'GET', `/initiatives?objectiveId=${id(a, 0)}`),
        expect: { status: 200, check: (body: Initiative[], _world, headers) => {
          expect(body).toEqual([]);
          expect(headers['x-total-count']).toBe('0');
        } },
      },
      { send: ({ owner: o }) => as(o, 'GET', '/initiatives?objectiveId=not-an-id'), expect: { status: 200, check: (body: Initiative[]) => expect(body).toEqual([]) } },
      { send: ({ owner: o }) => as(o, 'GET', '/initiatives?objectiveId='), expect: invalid('objectiveId') },
      { send: ({ stranger }, a) => as(stranger, 'POST', '/initiatives', { name: 'Borrowed', objectiveIds: [id(a, 0)], keyResultIds: [id(a, 2)] }), expect: invalid('objectiveIds.0', 'keyResultIds.0') },
    ],
  }),
  defineCase({
    name: 'users: GET /users lists the members by name with roles and what they own, paged; 400 on bad paging; 404 in an organization the caller is not in',
    setup: async (harness: Harness) => {
      const o = await signUp(harness, 'okr-users', 'Mia', 'Owner');
      const zed = await signUp(harness, 'okr-users-z', 'Zed', 'Viewer');
      await harness.joinOrganization({ organizationId: o.organizationId, userId: zed.userId, roleType: 'Viewer', membershipType: 'Member' });
      const bea = await signUp(harness, 'okr-users-b', 'Bea', 'Editor');
      await harness.joinOrganization({ organizationId: o.organizationId, userId: bea.userId, roleType: 'Editor', membershipType: 'Member' });
      const stranger = await signUp(harness, 'okr-users-stranger');
      return { owner: o, zed, bea, stranger };
    },
    steps: [
      { send: ({ owner: o }) => as(o, 'POST', '/objectives', { title: 'Owned by Bea' }), expect: { status: 201 } },
      { send: ({ owner: o, bea }, a) => as(o, 'PATCH', `/objectives/${id(a, 0)}`, { ownerId: bea.userId }), expect: { status: 200 } },
      {
        send: ({ zed, owner: o }) => inOrg(zed, o, 'GET', '/users?limit=2'),
        expect: {
          status: 200,
          schema: OrganizationUserSchema.array(),
          check: (body: OrganizationUser[], { bea, owner: o }, headers) => {
            expect(body.map((u) => [u.id, u.roleType, u.membershipType])).toEqual([
              [bea.userId, 'Editor', 'Member'],
              [o.userId, 'Admin', 'Owner'],
            ]);
            expect(body[0]!.owns).toEqual({ objectives: 1, keyResults: 0, initiatives: 0, tasks: 0 });
            expect(body[1]!.roles.map((role) => role.name)).toEqual(['Admin']);
            expect(headers['x-total-count']).toBe('3');
            expect(nextPath(headers)).toMatch(/^\/users\?limit=2&cursor=/);
          },
        },
      },
      {
        send: ({ zed, owner: o }, a) => inOrg(zed, o, 'GET', nextPath(a[2]!.headers)),
        expect: { status: 200, check: (body: OrganizationUser[], { zed }, headers) => {
          expect(body.map((u) => u.id)).toEqual([zed.userId]);
          expect(headers.link).toBeUndefined();
        } },
      },
      {
        send: ({ owner: o }) => as(o, 'GET', '/users?q=BEA'),
        expect: { status: 200, check: (body: OrganizationUser[], { bea }) => expect(body.map((u) => u.id)).toEqual([bea.userId]) },
      },
      { send: ({ owner: o }) => as(o, 'GET', '/users?limit=201'), expect: invalid('limit') },
      { send: ({ owner: o }) => as(o, 'GET', '/users?cursor=nope'), expect: invalid('cursor') },
      { send: ({ owner: o }) => as(o, 'GET', '/users?role=Admin'), expect: invalid('role') },
      { send: ({ stranger, owner: o }) => inOrg(stranger, o, 'GET', '/users'), expect: { status: 404, code: 'NOT_FOUND' } },
    ],
  }),
];

