import type { CreateScimTokenResponse } from '@okr/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../src/db/Database';
import { bearer, register } from '../support/api';

export const SCIM_JSON = 'application/scim+json';
export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';
export const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
export const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';
export const ENTERPRISE_USER = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';

/** A new owner of a new organization on the given plan (Enterprise unless said). */
export async function enterpriseOwner(app: FastifyInstance, db: Kysely<Database>, plan: 'Free' | 'Pro' | 'Enterprise' = 'Enterprise') {
  const owner = await register(app, { organizationName: `SCIM ${plan} ${Math.random().toString(36).slice(2, 8)}` });
  const organizationId = owner.organization!.id;
  await db.updateTable('organizations').set({ plan }).where('id', '=', organizationId).execute();
  return { owner, organizationId, headers: bearer(owner.accessToken) };
}

export async function createScimToken(app: FastifyInstance, organizationId: string, accessToken: string) {
  const response = await app.inject({ method: 'POST', url: `/api/organizations/${organizationId}/scim-tokens`, headers: bearer(accessToken) });
  return { response, body: response.statusCode === 201 ? response.json<CreateScimTokenResponse>() : null };
}

/** An Enterprise organization, its owner, and a SCIM client speaking for it with a fresh token. */
export async function scimWorld(app: FastifyInstance, db: Kysely<Database>) {
  const world = await enterpriseOwner(app, db);
  const { response, body } = await createScimToken(app, world.organizationId, world.owner.accessToken);
  expect(response.statusCode, response.body).toBe(201);
  const secret = body!.secret;
  const scim = (options: { method: InjectOptions['method']; url: string; payload?: unknown; headers?: Record<string, string>; contentType?: string }) =>
    app.inject({
      method: options.method,
      url: `/scim/v2${options.url}`,
      headers: {
        ...bearer(secret),
        ...(options.payload !== undefined && { 'content-type': options.contentType ?? SCIM_JSON }),
        ...options.headers,
      },
      ...(options.payload !== undefined && { payload: typeof options.payload === 'string' ? options.payload : JSON.stringify(options.payload) }),
    });
  return { ...world, secret, token: body!.token, scim };
}

export type ScimWorld = Awaited<ReturnType<typeof scimWorld>>;

/** A SCIM error body with the status and (when given) the scimType. */
export function expectScimError(response: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }, status: number, scimType?: string) {
  expect(response.statusCode).toBe(status);
  expect(String(response.headers['content-type'])).toContain('application/scim+json');
  const body = response.json() as Record<string, unknown>;
  expect(body).toMatchObject({ schemas: [ERROR_SCHEMA], status: String(status), ...(scimType && { scimType }) });
  expect(typeof body.detail).toBe('string');
  expect(typeof body.message).toBe('string');
  expect(typeof body.code).toBe('string');
}

/** An Entra ID style user: the enterprise extension, a work email, a formatted name. */
export function entraUser(label: string) {
  return {
    schemas: [USER_SCHEMA, ENTERPRISE_USER],
    externalId: `${label}-external`,
    userName: `${label}@contoso.test`,
    active: true,
    emails: [{ primary: true, type: 'work', value: `${label}@contoso.test` }],
    meta: { resourceType: 'User' },
    name: { formatted: `Given ${label} Family`, familyName: 'Family', givenName: `Given-${label}` },
    roles: [],
  };
}
