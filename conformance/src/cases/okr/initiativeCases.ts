import type { Initiative, InitiativeDetail, Task } from '@okr/contract';
import {
  Initiative as InitiativeSchema,
  InitiativeDetail as InitiativeDetailSchema,
  Task as TaskSchema,
} from '@okr/contract/schemas';
import { expect } from 'vitest';
import { defineCase } from '../../ConformanceCase';
import type { Harness } from '../../Harness';
import { signUp, unknownId } from '../../setup/signUp';
import { as, id, invalid, nextPath, owner } from './okrRequests';

// Initiatives and their tasks (plan limit, links, progress, attention) (api-contract.md "Resources the product spec leaves open").

export const initiativeCases = [
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
];
