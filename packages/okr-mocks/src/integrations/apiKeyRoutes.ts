import { http } from 'msw';
import { API_INTEGRATION_PLAN_MESSAGE, API_KEY_PREFIX, flagBeyond } from '@okr/contract';
import { ApiKey, CreateApiKeyRequest, CreateApiKeyResponse, PageQuery } from '@okr/contract/schemas';
import type { MockDb } from '../db/MockDb';
import { recordAudit } from '../db/audit';
import { permissionsIn } from '../db/roles';
import { fullNameOf } from '../db/users';
import { apiUrl, callerResolver, fail, guardedCaller, noContent, readBody, readQuery, respond, respondPage } from '../lib/routeKit';
import type { DbSource } from '../lib/DbSource';

const keysPath = apiUrl('/organizations/:id/api-keys');
const keyPath = apiUrl('/organizations/:id/api-keys/:keyId');
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A secret of the real shape (`okr_` + 40 base62), random enough for a story. */
function newSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(40));
  return API_KEY_PREFIX + Array.from(bytes, (byte) => BASE62[byte % 62]).join('');
}

/** The organization's keys, newest first, as the API lists them. */
export function apiKeysOf(db: MockDb, organizationId: string) {
  return db.apiKeys.filter((key) => key.organizationId === organizationId).reverse();
}

/** The API-key calls of api-contract.md "API keys", as the API behaves (people only: no key calls these). */
export function apiKeyRoutes(source: DbSource) {
  const guarded = guardedCaller(callerResolver(source));

  const list = http.get(keysPath, ({ request, params }) => {
    const { db, organizationId } = guarded(request, 'settings', 'read', String(params.id));
    const query = readQuery(request, PageQuery);
    return respondPage(request, ApiKey, apiKeysOf(db, organizationId), query.limit, query.cursor);
  });

  const create = http.post(keysPath, async ({ request, params }) => {
    const { db, user, organizationId } = guarded(request, 'settings', 'create', String(params.id));
    const body = await readBody(request, CreateApiKeyRequest);
    const plan = db.organizations.get(organizationId)?.plan ?? 'Free';
    if (plan === 'Free') fail('PLAN_LIMIT_REACHED', API_INTEGRATION_PLAN_MESSAGE, { plan, feature: 'api_integration' });
    const beyond = flagBeyond(body.permissions, permissionsIn(db, user.id, organizationId));
    if (beyond) fail('FORBIDDEN', `An API key cannot hold a permission you lack. ${beyond}`);
    if (body.expiresAt !== undefined && new Date(body.expiresAt) <= new Date(db.now())) {
      fail('VALIDATION_ERROR', 'Validation failed', [{ field: 'expiresAt', message: 'The expiry must be in the future' }]);
    }
    const secret = newSecret();
    const key = db.apiKeys.insert({
      id: db.nextId('key'),
      organizationId,
      name: body.name,
      prefix: secret.slice(0, API_KEY_PREFIX.length + 4),
      permissions: body.permissions,
      createdBy: { id: user.id, fullName: fullNameOf(user) },
      createdAt: db.now(),
      lastUsedAt: null,
      expiresAt: body.expiresAt ?? null,
      revokedAt: null,
    });
    recordAudit(db, { action: 'api_key.created', actorId: user.id, organizationId, targetType: 'api_key', targetId: key.id, after: { name: key.name } });
    return respond(CreateApiKeyResponse, { apiKey: ApiKey.parse(key), secret }, 201);
  });

  const revoke = http.delete(keyPath, ({ request, params }) => {
    const { db, user, organizationId } = guarded(request, 'settings', 'delete', String(params.id));
    const key = db.apiKeys.get(String(params.keyId));
    if (!key || key.organizationId !== organizationId) return fail('NOT_FOUND', 'API key not found');
    if (!key.revokedAt) {
      db.apiKeys.update(key.id, { revokedAt: db.now() });
      recordAudit(db, { action: 'api_key.revoked', actorId: user.id, organizationId, targetType: 'api_key', targetId: key.id, before: { name: key.name } });
    }
    return noContent();
  });

  return { list, create, revoke };
}
