import type { Objective, ObjectiveDetail, Period, RolloverResponse } from '@okr/contract';
import { ObjectiveDetail as ObjectiveDetailSchema, RolloverResponse as RolloverResponseSchema } from '@okr/contract/schemas';
import { expect } from 'vitest';
import type { WireRequest, WireResponse } from '../../Harness';
import type { Account } from '../../setup/signUp';
import { defineCase } from '../../ConformanceCase';
import { as, id, invalid, owner } from './okrRequests';

// POST /periods/{id}/rollover (api-contract.md "Cycles and roll-over").

const period = (a: WireResponse[], index: number) => (a[0]!.body as Period[])[index]!.id;
const rolled = (a: WireResponse[]) => (a[5]!.body as RolloverResponse).objectives;
const withKey = (request: WireRequest, key: string): WireRequest => ({ ...request, headers: { ...request.headers, 'Idempotency-Key': key } });
const roll = (o: Account, a: WireResponse[], objectiveIds: string[], key: string) =>
  withKey(as(o, 'POST', `/periods/${period(a, 0)}/rollover`, { toPeriodId: period(a, 1), objectiveIds }), key);

/** The detail of the copy made at step 3. */
const copy = (o: Account, a: WireResponse[]) => as(o, 'GET', `/objectives/${(a[3]!.body as RolloverResponse).objectives[0]!.to}`);
/** Checks `rolledOverFrom`: null, or another objective with the title given. */
const origin = (expected: { title: string } | null) => (body: ObjectiveDetail) => {
  if (expected === null) return expect(body.rolledOverFrom).toBeNull();
  expect(body.rolledOverFrom).toMatchObject(expected);
  expect(body.rolledOverFrom!.id).not.toBe(body.id);
};

export const rolloverCases = [
  defineCase({
    name: 'rollover: copies Active in the target period, key results reset without check-ins, alignment to a copied parent; Idempotency-Key answers a repeat',
    setup: owner,
    steps: [
      { send: ({ owner: o }) => as(o, 'GET', '/periods'), expect: { status: 200 } },
      { send: ({ owner: o }, a) => as(o, 'POST', '/objectives', { title: 'Parent', status: 'On Hold', periodId: period(a, 0) }), expect: { status: 201 } },
      { send: ({ owner: o }, a) => as(o, 'POST', '/objectives', { title: 'Child', periodId: period(a, 0), parentObjectiveId: id(a, 1) }), expect: { status: 201 } },
      {
        send: ({ owner: o }, a) => as(o, 'POST', `/objectives/${id(a, 1)}/key-results`, { title: 'Deals', metricType: 'Numeric', startValue: 10, targetValue: 110 }),
        expect: { status: 201 },
      },
      { send: ({ owner: o }, a) => as(o, 'POST', `/key-results/${id(a, 3)}/check-ins`, { value: 60, confidence: 3 }), expect: { status: 201 } },
      {
        send: ({ owner: o }, a) => roll(o, a, [id(a, 2), id(a, 1)], 'roll-1'),
        expect: { status: 201, schema: RolloverResponseSchema, check: (body: RolloverResponse) => expect(body.objectives).toHaveLength(2) },
      },
      {
        send: ({ owner: o }, a) => roll(o, a, [id(a, 2), id(a, 1)], 'roll-1'),
        expect: { status: 201, schema: RolloverResponseSchema, check: (body: RolloverResponse) => expect(body.objectives).toHaveLength(2) },
      },
      {
        send: ({ owner: o }, a) => as(o, 'GET', `/objectives?periodId=${period(a, 1)}`),
        expect: {
          status: 200,
          check: (body: Objective[]) => {
            expect(body.map((x) => [x.title, x.status]).sort()).toEqual([['Child', 'Active'], ['Parent', 'Active']]);
            const parentCopy = body.find((x) => x.title === 'Parent')!;
            expect(body.find((x) => x.title === 'Child')!.parentObjectiveId).toBe(parentCopy.id);
          },
        },
      },
      {
        send: ({ owner: o }, a) => as(o, 'GET', `/objectives/${rolled(a)[1]!.to}`),
        expect: {
          status: 200,
          schema: ObjectiveDetailSchema,
          check: (body: ObjectiveDetail) =>
            expect(body.keyResults.map((k) => [k.title, k.currentValue, k.progress, k.confidence, k.lastCheckInAt])).toEqual([['Deals', 10, 0, null, null]]),
        },
      },
      { send: ({ owner: o }, a) => roll(o, a, [id(a, 1)], 'roll-1'), expect: { status: 422, code: 'RULE_VIOLATION' } },
      {
        send: ({ owner: o }, a) => as(o, 'POST', `/periods/${period(a, 0)}/rollover`, { toPeriodId: period(a, 0), objectiveIds: [id(a, 1)] }),
        expect: invalid('toPeriodId'),
      },
      {
        send: ({ owner: o }, a) => as(o, 'POST', `/periods/${period(a, 1)}/rollover`, { toPeriodId: period(a, 2), objectiveIds: [id(a, 1)] }),
        expect: invalid('objectiveIds.0'),
      },
    ],
  }),
  defineCase({
    name: "rollover: the detail of a copy names its original (rolledOverFrom) with the original's current title, null once it is deleted",
    setup: owner,
    steps: [
      { send: ({ owner: o }) => as(o, 'GET', '/periods'), expect: { status: 200 } },
      { send: ({ owner: o }, a) => as(o, 'POST', '/objectives', { title: 'Win DACH', periodId: period(a, 0) }), expect: { status: 201 } },
      { send: ({ owner: o }, a) => as(o, 'GET', `/objectives/${id(a, 1)}`), expect: { status: 200, schema: ObjectiveDetailSchema, check: origin(null) } },
      { send: ({ owner: o }, a) => roll(o, a, [id(a, 1)], 'roll-origin'), expect: { status: 201, schema: RolloverResponseSchema } },
      { send: ({ owner: o }, a) => copy(o, a), expect: { status: 200, schema: ObjectiveDetailSchema, check: origin({ title: 'Win DACH' }) } },
      { send: ({ owner: o }, a) => as(o, 'PATCH', `/objectives/${id(a, 1)}`, { title: 'Win Germany' }), expect: { status: 200 } },
      { send: ({ owner: o }, a) => copy(o, a), expect: { status: 200, schema: ObjectiveDetailSchema, check: origin({ title: 'Win Germany' }) } },
      { send: ({ owner: o }, a) => as(o, 'DELETE', `/objectives/${id(a, 1)}`), expect: { status: 204 } },
      { send: ({ owner: o }, a) => copy(o, a), expect: { status: 200, schema: ObjectiveDetailSchema, check: origin(null) } },
    ],
  }),
];
