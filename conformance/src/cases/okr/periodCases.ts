import { PERIOD_CLOSED_MESSAGE, PERIOD_HAS_OBJECTIVES_MESSAGE, initialPeriods } from '@okr/contract';
import type { Dashboard, Objective, Period } from '@okr/contract';
import { Dashboard as DashboardSchema, Objective as ObjectiveSchema, Period as PeriodSchema } from '@okr/contract/schemas';
import { expect } from 'vitest';
import { defineCase } from '../../ConformanceCase';
import type { Harness } from '../../Harness';
import { memberOf, signUp } from '../../setup/signUp';
import { as, id, inOrg, invalid, notFound } from './okrRequests';

// Periods (api-contract.md "Cycles and roll-over"): the quarters of a new organization, custom
// periods without overlap, closing (check-ins refused) and reopening, objectives by period.

const periods = (answer: { body: unknown }) => answer.body as Period[];

export const periodCases = [
  defineCase({
    name: 'periods: quarters of this year and the next, no overlap (409), closed periods refuse check-ins (422), used periods stay (422)',
    setup: async (harness: Harness) => {
      const o = await signUp(harness, 'okr-periods');
      const editor = await memberOf(harness, o.organizationId, 'Editor');
      return { owner: o, editor };
    },
    steps: [
      {
        send: ({ owner: o }) => as(o, 'GET', '/periods'),
        expect: {
          status: 200,
          schema: PeriodSchema.array(),
          check: (body: Period[]) => {
            expect(body.map(({ name, startDate, endDate }) => ({ name, startDate, endDate }))).toEqual(initialPeriods(body[0]!.startDate));
            // Quarters before today have ended (not closed), one holds today, the rest are to come.
            expect(body.filter((p) => p.status === 'active')).toHaveLength(1);
            expect(body.every((p) => p.status !== 'closed')).toBe(true);
          },
        },
      },
      {
        send: ({ owner: o }) => as(o, 'POST', '/periods', { name: 'FY2040 H1', startDate: '2040-01-01', endDate: '2040-06-30' }),
        expect: { status: 201, schema: PeriodSchema, check: (body: Period) => expect(body).toMatchObject({ name: 'FY2040 H1', status: 'upcoming' }) },
      },
      { send: ({ owner: o }) => as(o, 'POST', '/periods', { name: 'Overlap', startDate: '2040-06-30', endDate: '2040-09-30' }), expect: { status: 409, code: 'CONFLICT' } },
      { send: ({ owner: o }) => as(o, 'POST', '/periods', { name: 'Backwards', startDate: '2040-09-30', endDate: '2040-07-01' }), expect: invalid('endDate') },
      {
        send: ({ owner: o }, a) => as(o, 'PATCH', `/periods/${id(a, 1)}`, { closed: true }),
        expect: { status: 200, schema: PeriodSchema, check: (body: Period) => expect(body.status).toBe('closed') },
      },
      {
        send: ({ owner: o }, a) => as(o, 'POST', '/objectives', { title: 'In 2040', periodId: id(a, 1) }),
        expect: { status: 201, schema: ObjectiveSchema, check: (body: Objective) => expect(body.periodId).not.toBeNull() },
      },
      { send: ({ owner: o }, a) => as(o, 'POST', `/objectives/${id(a, 5)}/key-results`, { title: 'Ship', metricType: 'Percentage' }), expect: { status: 201 } },
      {
        send: ({ owner: o }, a) => as(o, 'POST', `/key-results/${id(a, 6)}/check-ins`, { value: 10, confidence: 5 }),
        expect: { status: 422, code: 'RULE_VIOLATION', message: PERIOD_CLOSED_MESSAGE },
      },
      {
        send: ({ owner: o }, a) => as(o, 'PATCH', `/periods/${id(a, 1)}`, { closed: false }),
        expect: { status: 200, check: (body: Period) => expect(body.status).toBe('upcoming') },
      },
      { send: ({ owner: o }, a) => as(o, 'POST', `/key-results/${id(a, 6)}/check-ins`, { value: 10, confidence: 5 }), expect: { status: 201 } },
      {
        send: ({ owner: o }, a) => as(o, 'DELETE', `/periods/${id(a, 1)}`),
        expect: { status: 422, code: 'RULE_VIOLATION', message: PERIOD_HAS_OBJECTIVES_MESSAGE },
      },
      {
        send: ({ owner: o }, a) => as(o, 'GET', `/objectives?periodId=${id(a, 1)}`),
        expect: { status: 200, check: (body: Objective[]) => expect(body.map((x) => x.title)).toEqual(['In 2040']) },
      },
      {
        send: ({ owner: o }, a) => as(o, 'GET', `/dashboard?periodId=${id(a, 1)}`),
        expect: { status: 200, schema: DashboardSchema, check: (body: Dashboard) => expect([body.objectives.total, body.keyResults.total]).toEqual([1, 1]) },
      },
      {
        send: ({ editor, owner: o }) => inOrg(editor, o, 'POST', '/periods', { name: 'Mine', startDate: '2041-01-01', endDate: '2041-01-31' }),
        expect: { status: 403, code: 'FORBIDDEN', message: "You don't have permission to create settings (missing: settings.create)" },
      },
      { send: ({ editor, owner: o }) => inOrg(editor, o, 'GET', '/periods'), expect: { status: 200, schema: PeriodSchema.array() } },
      { send: ({ owner: o }, a) => as(o, 'DELETE', `/periods/${periods(a[0]!).at(-1)!.id}`), expect: { status: 204 } },
      { send: ({ owner: o }, a) => as(o, 'PATCH', `/periods/${periods(a[0]!).at(-1)!.id}`, { name: 'Gone' }), expect: notFound('Period') },
    ],
  }),
];
