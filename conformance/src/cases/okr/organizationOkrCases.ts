import type { ConfigOption, Dashboard, Objective, OrganizationUser } from '@okr/contract';
import {
  ConfigOption as ConfigOptionSchema,
  Dashboard as DashboardSchema,
  OrganizationUser as OrganizationUserSchema,
} from '@okr/contract/schemas';
import { expect } from 'vitest';
import { defineCase } from '../../ConformanceCase';
import type { Harness } from '../../Harness';
import { memberOf, signUp } from '../../setup/signUp';
import { as, id, inOrg, invalid, nextPath, notFound, owner } from './okrRequests';

// Config options, the dashboard and the organization's users (api-contract.md "Resources the product spec leaves open").

export const organizationOkrCases = [
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
