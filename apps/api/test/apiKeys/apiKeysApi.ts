import { defaultRolePermissions, noPermissions, permissionDomains } from '@okr/contract';
import type { ApiKey, CreateApiKeyResponse, EffectivePermissions } from '@okr/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/Database';
import { bearer, register } from '../support/api';

/** Flags that read everything and change nothing (the create dialog's default). */
export function readOnly(): EffectivePermissions {
  const flags = noPermissions();
  for (const domain of permissionDomains) flags[domain] = { ...flags[domain], canRead: true };
  return flags;
}

/** The Admin's default flags: everything. */
export const everything = (): EffectivePermissions =>
  Object.fromEntries(permissionDomains.map((domain) => [domain, defaultRolePermissions.Admin[domain]])) as EffectivePermissions;

/** A new user owning a new organization on the given plan (Pro unless said). */
export async function ownerOnPlan(app: FastifyInstance, db: Kysely<Database>, plan: 'Free' | 'Pro' | 'Enterprise' = 'Pro') {
  const owner = await register(app, { organizationName: `Keys ${plan} ${Math.random().toString(36).slice(2, 8)}` });
  const organizationId = owner.organization!.id;
  await db.updateTable('organizations').set({ plan }).where('id', '=', organizationId).execute();
  return { owner, organizationId, headers: bearer(owner.accessToken) };
}

export async function createKey(
  app: FastifyInstance,
  organizationId: string,
  token: string,
  body: { name?: string; permissions?: EffectivePermissions; expiresAt?: string } = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/organizations/${organizationId}/api-keys`,
    headers: bearer(token),
    payload: { name: 'CI feed', permissions: readOnly(), ...body },
  });
  return { response, body: response.statusCode === 201 ? response.json<CreateApiKeyResponse>() : null };
}

export async function listKeys(app: FastifyInstance, organizationId: string, token: string): Promise<ApiKey[]> {
  const response = await app.inject({ method: 'GET', url: `/api/organizations/${organizationId}/api-keys`, headers: bearer(token) });
  return response.json<ApiKey[]>();
}
