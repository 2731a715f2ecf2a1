import type { CheckInCreated, KeyResult, Objective, ObjectiveDetail } from '@okr/contract';
import {
  CheckIn as CheckInSchema,
  CheckInCreated as CheckInCreatedSchema,
  KeyResult as KeyResultSchema,
  Objective as ObjectiveSchema,
  ObjectiveDetail as ObjectiveDetailSchema,
} from '@okr/contract/schemas';
import { expect } from 'vitest';
import { defineCase } from '../../ConformanceCase';
import type { Harness } from '../../Harness';
import { memberOf, signUp, unknownId } from '../../setup/signUp';
import { as, id, inOrg, invalid, nextPath, notFound, owner } from './okrRequests';

// Objectives, key results and check-ins, and OKR tenancy and roles (api-contract.md "Resources the product spec leaves open").

export const objectiveCases = [
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
];
