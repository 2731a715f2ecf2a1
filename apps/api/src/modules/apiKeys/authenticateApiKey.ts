import type { EffectivePermissions } from '@okr/contract';
import { API_INTEGRATION_PLAN_MESSAGE, intersectPermissions } from '@okr/contract';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { ReadCache } from '../../db/ReadCache';
import { AppError, forbidden, rateLimited, unauthenticated } from '../../lib/AppError';
import type { AuthContext } from '../../plugins/decorations';
import { accessCacheOf } from '../authorization/accessCache';
import { hashApiKeySecret, looksLikeApiKeySecret } from './apiKeySecret';
import { apiKeyUsageOf } from './apiKeyUsage';

interface StoredKey {
  id: string;
  name: string;
  organizationId: string;
  plan: string;
  permissions: EffectivePermissions;
  createdBy: string | null;
  expiresAt: number | null;
  revoked: boolean;
}

/** A key's access checks read no session: this id names no refresh family, so none is revoked. */
const NO_SESSION = '00000000-0000-4000-8000-000000000000';

const caches = new WeakMap<Kysely<Database>, ReadCache<StoredKey | undefined>>();

/** Keys by secret hash, kept until a write to `api_keys` or `organizations` (a revocation, a plan change). */
function keyCacheOf(db: Kysely<Database>): ReadCache<StoredKey | undefined> {
  let cache = caches.get(db);
  if (!cache) {
    cache = ReadCache.for<StoredKey | undefined>(db, ['api_keys', 'organizations'], { maxEntries: 10_000 });
    caches.set(db, cache);
  }
  return cache;
}

async function loadKey(db: Kysely<Database>, hash: string): Promise<StoredKey | undefined> {
  const row = await db
    .selectFrom('api_keys as k')
    .innerJoin('organizations as o', 'o.id', 'k.organization_id')
    .select(['k.id', 'k.name', 'k.organization_id', 'o.plan', 'k.permissions', 'k.created_by', 'k.expires_at', 'k.revoked_at'])
    .where('k.secret_hash', '=', hash)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    organizationId: row.organization_id,
    plan: row.plan,
    permissions: row.permissions,
    createdBy: row.created_by,
    expiresAt: row.expires_at?.getTime() ?? null,
    revoked: row.revoked_at !== null,
  };
}

/** Whether a route's declared guard lets an API key in: permission guards only, unless marked for people only. */
function keysMayCall(request: FastifyRequest): boolean {
  const guard = request.routeOptions.config.guard;
  return typeof guard === 'object' && guard.apiKeys !== false;
}

/**
 * The caller of a request that presented an API key (`Authorization: Bearer okr_...`), resolved
 * for the same declared guards as a person's session: the key's organization is the current one
 * (asking for another answers 404 there), and it acts with its own flags within its creator's
 * current ones. Expired, revoked or unknown: 401. Free plan: 402. Over its rate limit: 429.
 */
export async function authenticateApiKey(
  request: FastifyRequest,
  secret: string,
  requestedOrganizationId: string | null,
): Promise<AuthContext> {
  const { db } = request.server;
  if (!looksLikeApiKeySecret(secret)) throw unauthenticated('Invalid API key');
  const hash = hashApiKeySecret(secret);
  const key = await keyCacheOf(db).get(hash, () => loadKey(db, hash));
  if (!key) throw unauthenticated('Invalid API key');
  if (key.revoked) throw unauthenticated('This API key was revoked');
  if (key.expiresAt !== null && key.expiresAt <= Date.now()) throw unauthenticated('This API key has expired');
  if (!keysMayCall(request)) throw forbidden('API keys cannot call this route; sign in as a person to use it');

  const usage = apiKeyUsageOf(db);
  const rate = usage.consume(key.id);
  request.apiKeyRate = rate;
  if (!rate.allowed) throw rateLimited(rate.resetSeconds);
  if (key.plan === 'Free') throw new AppError('PLAN_LIMIT_REACHED', API_INTEGRATION_PLAN_MESSAGE, { plan: key.plan, feature: 'api_integration' });

  const creator = key.createdBy
    ? await accessCacheOf(db).load({ userId: key.createdBy, sessionId: NO_SESSION, organizationId: key.organizationId })
    : undefined;
  if (!creator?.membership || !creator.user.is_active) {
    throw unauthenticated('This API key no longer works: the person who created it is not an active member of its organization');
  }
  usage.touch(key.id);
  const elsewhere = requestedOrganizationId !== null && requestedOrganizationId !== key.organizationId;
  const { sessionRevoked: _revoked, ...access } = creator;
  return {
    ...access,
    isSuperAdmin: false,
    roles: [],
    // Another organization than the key's: no membership there, so the guard answers 404.
    membership: elsewhere ? null : { organizationId: key.organizationId, membershipType: 'Member' },
    permissions: intersectPermissions(key.permissions, creator.permissions),
    // A key is not a person signing in: the second-factor rule is for people.
    mfaEnrollmentRequired: false,
    sessionId: `api-key:${key.id}`,
    requestedOrganizationId,
    apiKey: { id: key.id, name: key.name },
  };
}
