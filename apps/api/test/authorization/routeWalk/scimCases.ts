import { randomUUID } from 'node:crypto';
import { SCIM_TOKEN_PREFIX } from '@okr/contract';
import { hashApiKeySecret, newBearerSecret, prefixOf } from '../../../src/modules/apiKeys/apiKeySecret';
import type { ExpectedGuard, WalkCase, WalkWorld } from './walkCase';

/** The `settings` flag in the organization of `:id`, for people only (an API key gets 403). */
const peopleSettings = (action: 'create' | 'read' | 'update' | 'delete'): ExpectedGuard => ({
  domain: 'settings',
  action,
  organizationFromRoute: true,
  people: true,
});

const USER = '00000000-0000-4000-8000-000000000001';
const GROUP = '00000000-0000-4000-8000-000000000002';

/**
 * The walk's cases of SCIM (issue 33): its settings routes are people's, with the settings flag;
 * `/scim/v2/**` declares the `scimToken` guard, so every caller of the walk, who holds no SCIM
 * token (a session, an API key, nothing), gets 401 there.
 */
export function scimCases(world: WalkWorld): WalkCase[] {
  const enterprise = (organizationId: string) => world.db.updateTable('organizations').set({ plan: 'Enterprise' }).where('id', '=', organizationId).execute();
  async function tokenOf(organizationId: string): Promise<string> {
    const secret = newBearerSecret(SCIM_TOKEN_PREFIX);
    const id = randomUUID();
    await world.db
      .insertInto('scim_tokens')
      .values({ id, organization_id: organizationId, prefix: prefixOf(secret, SCIM_TOKEN_PREFIX), secret_hash: hashApiKeySecret(secret), created_by: world.tokens.memberWithFlag.userId })
      .execute();
    return id;
  }
  async function groupOf(organizationId: string): Promise<string> {
    const id = randomUUID();
    await world.db.insertInto('scim_groups').values({ id, organization_id: organizationId, display_name: `Walked ${id}` }).execute();
    return id;
  }
  const base = (organizationId: string) => `/api/organizations/${organizationId}`;
  const scim = (method: string, path: string, payload?: object): WalkCase => ({
    route: `${method} /scim/v2${path.replace(USER, ':userId').replace(GROUP, ':groupId').replace(/\/(ResourceTypes|Schemas)\/User$/, '/$1/:documentId')}`,
    guard: 'scimToken',
    request: () => ({ url: `/scim/v2${path}`, ...(payload && { payload }) }),
    ok: 401,
  });
  return [
    {
      route: 'POST /api/organizations/:id/scim-tokens',
      guard: peopleSettings('create'),
      request: async (organizationId) => {
        await enterprise(organizationId);
        return { url: `${base(organizationId)}/scim-tokens` };
      },
      ok: 201,
    },
    { route: 'GET /api/organizations/:id/scim-tokens', guard: peopleSettings('read'), request: (organizationId) => ({ url: `${base(organizationId)}/scim-tokens` }), ok: 200 },
    {
      route: 'DELETE /api/organizations/:id/scim-tokens/:tokenId',
      guard: peopleSettings('delete'),
      request: async (organizationId) => ({ url: `${base(organizationId)}/scim-tokens/${await tokenOf(organizationId)}` }),
      ok: 204,
    },
    { route: 'GET /api/organizations/:id/scim-groups', guard: peopleSettings('read'), request: (organizationId) => ({ url: `${base(organizationId)}/scim-groups` }), ok: 200 },
    {
      route: 'PUT /api/organizations/:id/scim-groups/:groupId/role',
      guard: peopleSettings('update'),
      request: async (organizationId) => ({ url: `${base(organizationId)}/scim-groups/${await groupOf(organizationId)}/role`, payload: { roleId: null } }),
      ok: 200,
    },
    { route: 'GET /api/organizations/:id/scim-events', guard: peopleSettings('read'), request: (organizationId) => ({ url: `${base(organizationId)}/scim-events` }), ok: 200 },
    scim('GET', '/ServiceProviderConfig'),
    scim('GET', '/ResourceTypes'),
    scim('GET', '/ResourceTypes/User'),
    scim('GET', '/Schemas'),
    scim('GET', '/Schemas/User'),
    scim('GET', '/Users'),
    scim('POST', '/Users', { userName: 'walker@example.test' }),
    scim('GET', `/Users/${USER}`),
    scim('PUT', `/Users/${USER}`, { userName: 'walker@example.test' }),
    scim('PATCH', `/Users/${USER}`, { Operations: [] }),
    scim('DELETE', `/Users/${USER}`),
    scim('GET', '/Groups'),
    scim('POST', '/Groups', { displayName: 'Walkers' }),
    scim('GET', `/Groups/${GROUP}`),
    scim('PUT', `/Groups/${GROUP}`, { displayName: 'Walkers' }),
    scim('PATCH', `/Groups/${GROUP}`, { Operations: [] }),
    scim('DELETE', `/Groups/${GROUP}`),
  ];
}
