import { get, settings } from './walkCase';
import type { WalkCase, WalkWorld } from './walkCase';

/** The walk's cases of the organization's audit trail, the super-administrator area and the public pages. */
export function adminCases(world: WalkWorld): WalkCase[] {
  return [
    // The organization's audit trail, in the current organization.
    { route: 'GET /api/audit-events', guard: settings('read'), request: get('/api/audit-events'), ok: 200 },

    // The super-administrator area: SuperAdmin only, whatever organization the caller belongs to.
    { route: 'GET /api/admin/stats', guard: 'superAdmin', request: get('/api/admin/stats'), ok: 200 },
    { route: 'GET /api/admin/organizations', guard: 'superAdmin', request: get('/api/admin/organizations?q=walk'), ok: 200 },
    {
      route: 'GET /api/admin/organizations/:id',
      guard: 'superAdmin',
      request: (organizationId) => ({ url: `/api/admin/organizations/${organizationId}` }),
      ok: 200,
    },
    {
      route: 'PATCH /api/admin/organizations/:id',
      guard: 'superAdmin',
      request: (organizationId) => ({ url: `/api/admin/organizations/${organizationId}`, payload: { plan: 'Pro' } }),
      ok: 200,
    },
    { route: 'GET /api/admin/users', guard: 'superAdmin', request: get('/api/admin/users?q=walk'), ok: 200 },
    { route: 'GET /api/admin/outbox', guard: 'superAdmin', request: get('/api/admin/outbox?q=walk'), ok: 200 },
    // No such email: the guard lets the super administrator through to the handler's 404.
    { route: 'GET /api/admin/outbox/:id', guard: 'superAdmin', request: get('/api/admin/outbox/00000000-0000-4000-8000-000000000000'), ok: 404 },
    {
      route: 'GET /api/admin/users/:id',
      guard: 'superAdmin',
      request: () => ({ url: `/api/admin/users/${world.tokens.memberWithoutFlag.userId}` }),
      ok: 200,
    },
    {
      route: 'PATCH /api/admin/users/:id',
      guard: 'superAdmin',
      // Already active: a reactivation that changes nothing (the walk's callers stay signed in).
      request: () => ({ url: `/api/admin/users/${world.tokens.memberWithoutFlag.userId}`, payload: { isActive: true } }),
      ok: 200,
    },
    { route: 'GET /api/admin/audit-events', guard: 'superAdmin', request: get('/api/admin/audit-events'), ok: 200 },
    {
      route: 'GET /api/admin/audit-events.csv',
      guard: 'superAdmin',
      request: get('/api/admin/audit-events.csv?action=user.deactivated'),
      ok: 200,
    },
    // The public pages and their contact form.
    { route: 'GET /about', guard: 'public', request: get('/about'), ok: 200 },
    // No body: validation answers, whoever calls.
    { route: 'POST /api/contact', guard: 'public', request: get('/api/contact'), ok: 400 },
    { route: 'GET /api/admin/contact-messages', guard: 'superAdmin', request: get('/api/admin/contact-messages'), ok: 200 },
  ];
}
