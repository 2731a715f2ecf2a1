import { isApiKeySecret, ORGANIZATION_HEADER } from '@okr/contract';
import type { FastifyRequest } from 'fastify';
import { unauthenticated } from '../lib/AppError';
import { authenticateApiKey } from '../modules/apiKeys/authenticateApiKey';
import { accessCacheOf } from '../modules/authorization/accessCache';
import type { AuthContext } from './decorations';

const bearer = /^Bearer\s+(\S+)$/i;
const headerName = ORGANIZATION_HEADER.toLowerCase();

/** The X-Organization-Id header when present and not empty. */
export function requestedOrganizationId(request: FastifyRequest): string | null {
  const requested = request.headers[headerName];
  return typeof requested === 'string' && requested !== '' ? requested : null;
}

/**
 * onRequest hook of every non-public route (added by `registerRouteGuards`), so it runs before
 * the body is parsed or validated: 401 comes before any 400. A valid Bearer access token whose
 * user still exists and is active, and whose sign-in (refresh family) was not revoked. The same
 * single statement resolves the organization asked for (`organizationId`, else the header, else
 * the default one), the roles held there and the effective permissions; guards and handlers
 * read them from `request.auth` instead of querying again.
 */
export async function authenticate(request: FastifyRequest, organizationId = requestedOrganizationId(request)): Promise<void> {
  if (request.auth) return;
  const token = bearer.exec(request.headers.authorization ?? '')?.[1];
  if (!token) throw unauthenticated('Missing access token');
  if (isApiKeySecret(token)) {
    request.auth = await authenticateApiKey(request, token, organizationId);
    return;
  }
  const { db, accessTokens } = request.server;
  const claims = await accessTokens.verify(token);
  const access = await accessCacheOf(db).load({ ...claims, organizationId });
  if (!access || !access.user.is_active || access.sessionRevoked) throw unauthenticated('Session is no longer valid');
  const { sessionRevoked: _revoked, ...resolved } = access;
  request.auth = { ...resolved, sessionId: claims.sessionId, requestedOrganizationId: organizationId };
}

/** The signed-in caller; only call it on a route whose guard is not `public`. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}
