import { noPermissions } from '@okr/contract';
import { randomUUID } from 'node:crypto';
import { hashApiKeySecret, newApiKeySecret, prefixOf } from '../../../src/modules/apiKeys/apiKeySecret';
import type { ExpectedGuard, WalkCase, WalkWorld } from './walkCase';

/** The `settings` flag in the organization of `:id`, for people only (an API key gets 403). */
const peopleSettings = (action: 'create' | 'read' | 'delete'): ExpectedGuard => ({
  domain: 'settings',
  action,
  organizationFromRoute: true,
  people: true,
});

/** The walk's cases of API keys (issue 18): an organization's own integrations, managed by people only. */
export function integrationCases(world: WalkWorld): WalkCase[] {
  /** A key of the organization (on Pro, as keys need), for the revoke call. */
  async function keyOf(organizationId: string): Promise<string> {
    await world.db.updateTable('organizations').set({ plan: 'Pro' }).where('id', '=', organizationId).execute();
    const secret = newApiKeySecret();
    const id = randomUUID();
    await world.db
      .insertInto('api_keys')
      .values({
        id,
        organization_id: organizationId,
        name: 'Walked key',
        prefix: prefixOf(secret),
        secret_hash: hashApiKeySecret(secret),
        permissions: JSON.stringify(noPermissions()),
        created_by: world.tokens.memberWithFlag.userId,
        created_by_name: 'Walk owner',
      })
      .execute();
    return id;
  }
  return [
    {
      route: 'POST /api/organizations/:id/api-keys',
      guard: peopleSettings('create'),
      request: async (organizationId) => {
        await world.db.updateTable('organizations').set({ plan: 'Pro' }).where('id', '=', organizationId).execute();
        return { url: `/api/organizations/${organizationId}/api-keys`, payload: { name: 'Walked', permissions: noPermissions() } };
      },
      ok: 201,
    },
    {
      route: 'GET /api/organizations/:id/api-keys',
      guard: peopleSettings('read'),
      request: (organizationId) => ({ url: `/api/organizations/${organizationId}/api-keys` }),
      ok: 200,
    },
    {
      route: 'DELETE /api/organizations/:id/api-keys/:keyId',
      guard: peopleSettings('delete'),
      request: async (organizationId) => ({ url: `/api/organizations/${organizationId}/api-keys/${await keyOf(organizationId)}` }),
      ok: 204,
    },
  ];
}
