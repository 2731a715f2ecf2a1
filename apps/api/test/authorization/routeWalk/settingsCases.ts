import { applicationRoleId } from '../../support/membership';
import { get, settings, users } from './walkCase';
import type { WalkCase, WalkWorld } from './walkCase';
import { walkFixtures } from './walkFixtures';

/** The walk's cases of roles and role permissions of the current organization, and members of the organization of :id. */
export function settingsCases(world: WalkWorld): WalkCase[] {
  const { customRole, customPermission } = walkFixtures(world);
  return [
    // Who has no second factor yet (issue 32): the organization of :id, people with settings:read.
    {
      route: 'GET /api/organizations/:id/mfa/members-without-factor',
      guard: { domain: 'settings', action: 'read', organizationFromRoute: true, people: true },
      request: (organizationId) => ({ url: `/api/organizations/${organizationId}/mfa/members-without-factor` }),
      ok: 200,
    },
    // Settings: roles and role permissions of the current organization (X-Organization-Id).
    { route: 'GET /api/roles', guard: settings('read'), request: get('/api/roles'), ok: 200 },
    {
      route: 'GET /api/roles/organization/:orgId',
      guard: { domain: 'settings', action: 'read', organizationFromRoute: true },
      request: (organizationId) => ({ url: `/api/roles/organization/${organizationId}` }),
      ok: 200,
    },
    {
      route: 'GET /api/roles/:id',
      guard: settings('read'),
      request: async (organizationId) => ({ url: `/api/roles/${await customRole(organizationId)}` }),
      ok: 200,
    },
    {
      route: 'POST /api/roles',
      guard: settings('create'),
      request: () => ({ url: '/api/roles', payload: { name: 'Walked role', roleType: 'Editor', category: 'Custom' } }),
      ok: 201,
    },
    {
      route: 'PATCH /api/roles/:id',
      guard: settings('update'),
      request: async (organizationId) => ({
        url: `/api/roles/${await customRole(organizationId)}`,
        payload: { description: 'Walked' },
      }),
      ok: 200,
    },
    {
      route: 'DELETE /api/roles/:id',
      guard: settings('delete'),
      request: async (organizationId) => ({ url: `/api/roles/${await customRole(organizationId)}` }),
      ok: 204,
    },
    { route: 'GET /api/role-permissions', guard: settings('read'), request: get('/api/role-permissions'), ok: 200 },
    {
      route: 'GET /api/role-permissions/by-role/:roleId',
      guard: settings('read'),
      request: async (organizationId) => ({ url: `/api/role-permissions/by-role/${await customRole(organizationId)}` }),
      ok: 200,
    },
    {
      route: 'GET /api/role-permissions/:id',
      guard: settings('read'),
      request: async (organizationId) => ({ url: `/api/role-permissions/${await customPermission(organizationId)}` }),
      ok: 200,
    },
    {
      route: 'POST /api/role-permissions',
      guard: settings('create'),
      request: async (organizationId) => ({
        url: '/api/role-permissions',
        payload: {
          roleId: await customRole(organizationId),
          domainName: 'settings',
          canCreate: false,
          canRead: true,
          canUpdate: false,
          canDelete: false,
        },
      }),
      ok: 201,
    },
    {
      route: 'PATCH /api/role-permissions/:id',
      guard: settings('update'),
      request: async (organizationId) => ({
        url: `/api/role-permissions/${await customPermission(organizationId)}`,
        payload: { canUpdate: true },
      }),
      ok: 200,
    },
    {
      route: 'DELETE /api/role-permissions/:id',
      guard: settings('delete'),
      request: async (organizationId) => ({ url: `/api/role-permissions/${await customPermission(organizationId)}` }),
      ok: 204,
    },

    // Members, in the organization of :id; the search, in the current one.
    {
      route: 'GET /api/organizations/:id/users',
      guard: users('read'),
      request: (organizationId) => ({ url: `/api/organizations/${organizationId}/users` }),
      ok: 200,
    },
    {
      route: 'POST /api/organizations/:id/users',
      guard: users('create'),
      request: (organizationId) => ({
        url: `/api/organizations/${organizationId}/users`,
        payload: { userId: world.tokens.otherOrganizationMember.userId, roleType: 'Viewer' },
      }),
      ok: 201,
    },
    {
      route: 'DELETE /api/organizations/:id/users/:userId',
      guard: users('delete'),
      request: (organizationId) => ({
        url: `/api/organizations/${organizationId}/users/${world.tokens.memberWithoutFlag.userId}`,
      }),
      ok: 204,
    },
    {
      route: 'GET /api/organizations/:id/users/:userId/roles',
      guard: users('read'),
      request: (organizationId) => ({
        url: `/api/organizations/${organizationId}/users/${world.tokens.memberWithoutFlag.userId}/roles`,
      }),
      ok: 200,
    },
    {
      route: 'PUT /api/organizations/:id/users/:userId/roles',
      guard: users('update'),
      request: async (organizationId) => ({
        url: `/api/organizations/${organizationId}/users/${world.tokens.memberWithoutFlag.userId}/roles`,
        payload: { roleIds: [await applicationRoleId(world.db, organizationId, 'Viewer')] },
      }),
      ok: 200,
    },
  ];
}
