import { SCIM_PLAN_MESSAGE, SCIM_TOKEN_PREFIX } from '@okr/contract';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { hashApiKeySecret, looksLikeBearerSecret } from '../apiKeys/apiKeySecret';
import { ScimError } from './ScimError';

export interface ScimCaller {
  organizationId: string;
  token: { id: string; prefix: string };
}

declare module 'fastify' {
  interface FastifyRequest {
    scim?: ScimCaller;
  }
}

const bearer = /^Bearer\s+(\S+)$/i;

/** The SCIM caller of a request under `/scim/v2`; set by the scope's onRequest hook. */
export function scimCallerOf(request: FastifyRequest): ScimCaller {
  if (!request.scim) throw new ScimError(401, 'Missing SCIM token');
  return request.scim;
}

/**
 * onRequest hook of the SCIM scope, before the body is read: a `scim_…` bearer token of an
 * organization on the Enterprise plan, not revoked. The token names the organization; nothing in
 * the request can name another. Its last use is written at most once a minute.
 */
export async function authenticateScimToken(request: FastifyRequest): Promise<void> {
  // The scope's hook and the route's `scimToken` guard both call it: one lookup per request.
  if (request.scim) return;
  const secret = bearer.exec(request.headers.authorization ?? '')?.[1];
  if (!secret) throw new ScimError(401, 'Missing SCIM token');
  if (!looksLikeBearerSecret(secret, SCIM_TOKEN_PREFIX)) throw new ScimError(401, 'Invalid SCIM token');
  const { db } = request.server;
  const token = await db
    .selectFrom('scim_tokens as t')
    .innerJoin('organizations as o', 'o.id', 't.organization_id')
    .select(['t.id', 't.prefix', 't.organization_id', 't.revoked_at', 't.last_used_at', 'o.plan'])
    .where('t.secret_hash', '=', hashApiKeySecret(secret))
    .executeTakeFirst();
  if (!token) throw new ScimError(401, 'Invalid SCIM token');
  if (token.revoked_at) throw new ScimError(401, 'This SCIM token was revoked');
  if (token.plan !== 'Enterprise') throw new ScimError(402, SCIM_PLAN_MESSAGE);
  if (!token.last_used_at || Date.now() - token.last_used_at.getTime() > 60_000) {
    await db
      .updateTable('scim_tokens')
      .set({ last_used_at: sql<Date>`now()` })
      .where('id', '=', token.id)
      .where('organization_id', '=', token.organization_id)
      .execute();
  }
  request.scim = { organizationId: token.organization_id, token: { id: token.id, prefix: token.prefix } };
}
