import type { AdminOrganizationDetail, AdminUser, AdminUserList, AuditEventList } from '@okr/contract';
import {
  AdminOrganizationDetail as OrganizationDetailSchema,
  AdminStats as StatsSchema,
  AdminUser as UserSchema,
  AdminUserList as UserListSchema,
  AuditEventList as AuditListSchema,
} from '@okr/contract/schemas';
import { expect } from 'vitest';
import { defineCase } from '../ConformanceCase';
import type { Harness } from '../Harness';
import { signUp } from '../setup/signUp';

async function world(harness: Harness) {
  const admin = await signUp(harness, 'superadmin', 'Sam', 'Root');
  await harness.grantSuperAdmin(admin.userId);
  const lastName = `Zz${Math.random().toString(36).slice(2, 10)}`;
  const target = await signUp(harness, 'target', 'Tess', lastName);
  return { admin, target, lastName };
}

export const adminCases = [
  defineCase({
    name: 'admin: a super admin finds a user, moves their organization to Pro, deactivates them; both are audited',
    setup: world,
    steps: [
      {
        send: ({ admin, lastName }) => ({ method: 'GET', path: `/admin/users?q=${lastName.toUpperCase()}`, token: admin.accessToken }),
        expect: {
          status: 200,
          schema: UserListSchema,
          check: (body: AdminUserList, { target }) => {
            expect(body.total).toBe(1);
            expect(body.items.map((user) => [user.id, user.isActive, user.isSuperAdmin])).toEqual([[target.userId, true, false]]);
            expect(body.items[0]?.organizations.map((org) => [org.id, org.membershipType])).toEqual([[target.organizationId, 'Owner']]);
          },
        },
      },
      {
        send: ({ admin, target }) => ({
          method: 'PATCH',
          path: `/admin/organizations/${target.organizationId}`,
          token: admin.accessToken,
          body: { plan: 'Pro' },
        }),
        expect: {
          status: 200,
          schema: OrganizationDetailSchema,
          check: (body: AdminOrganizationDetail, { target }) => {
            expect(body).toMatchObject({ plan: 'Pro', creditsAllowed: 500, aiCredits: null, members: 1 });
            expect(body.owner?.id).toBe(target.userId);
          },
        },
      },
      {
        send: ({ admin, target }) => ({
          method: 'PATCH',
          path: `/admin/users/${target.userId}`,
          token: admin.accessToken,
          body: { isActive: false },
        }),
        expect: { status: 200, schema: UserSchema, check: (body: AdminUser) => expect(body.isActive).toBe(false) },
      },
      {
        send: ({ target }) => ({ method: 'GET', path: '/auth/me', token: target.accessToken }),
        expect: { status: 401, code: 'UNAUTHENTICATED' },
      },
      {
        send: ({ target }) => ({ method: 'POST', path: '/auth/refresh', body: { refreshToken: target.refreshToken } }),
        expect: { status: 401, code: 'UNAUTHENTICATED' },
      },
      {
        send: ({ admin }) => ({ method: 'GET', path: `/admin/audit-events?actorId=${admin.userId}`, token: admin.accessToken }),
        expect: {
          status: 200,
          schema: AuditListSchema,
          check: (body: AuditEventList, { admin, target }) => {
            expect(body.items.map((entry) => [entry.action, entry.targetId, entry.before, entry.after])).toEqual([
              ['user.deactivated', target.userId, { isActive: true }, { isActive: false }],
              ['organization.plan_updated', target.organizationId, { plan: 'Free' }, { plan: 'Pro' }],
            ]);
            expect(body.items.every((entry) => entry.actorEmail === admin.email)).toBe(true);
          },
        },
      },
      {
        send: ({ admin }) => ({ method: 'PATCH', path: `/admin/users/${admin.userId}`, token: admin.accessToken, body: { isActive: 'no' } }),
        expect: { status: 400, code: 'VALIDATION_ERROR' },
      },
    ],
  }),
  defineCase({
    name: "admin: every other caller is refused; an organization's Admin reads its own audit entries",
    setup: world,
    steps: [
      {
        send: ({ target }) => ({ method: 'GET', path: '/admin/stats', token: target.accessToken }),
        expect: { status: 403, code: 'FORBIDDEN', message: 'Only super administrators can do this (missing: SuperAdmin)' },
      },
      {
        send: () => ({ method: 'GET', path: '/admin/users' }),
        expect: { status: 401, code: 'UNAUTHENTICATED' },
      },
      {
        send: ({ admin }) => ({ method: 'GET', path: '/admin/stats', token: admin.accessToken }),
        expect: { status: 200, schema: StatsSchema },
      },
      {
        send: ({ admin }) => ({ method: 'GET', path: '/admin/organizations?pageSize=101', token: admin.accessToken }),
        expect: { status: 400, code: 'VALIDATION_ERROR' },
      },
      {
        send: ({ admin, target }) => ({
          method: 'PATCH',
          path: `/admin/organizations/${target.organizationId}`,
          token: admin.accessToken,
          body: { plan: 'Enterprise', aiCredits: 1200 },
        }),
        expect: { status: 200, check: (body: AdminOrganizationDetail) => expect(body.creditsAllowed).toBe(1200) },
      },
      {
        send: ({ target }) => ({
          method: 'GET',
          path: '/audit-events',
          token: target.accessToken,
          headers: { 'X-Organization-Id': target.organizationId },
        }),
        expect: {
          status: 200,
          schema: AuditListSchema,
          check: (body: AuditEventList, { target }) => {
            expect(body.total).toBe(1);
            expect(body.items[0]).toMatchObject({
              action: 'organization.plan_updated',
              organizationId: target.organizationId,
              after: { plan: 'Enterprise', aiCredits: 1200 },
            });
          },
        },
      },
    ],
  }),
];
