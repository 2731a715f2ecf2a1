import type { FastifyInstance } from 'fastify';
import { authenticateScimToken } from './authenticateScimToken';
import { ScimError } from './ScimError';
import { handleScimError, sendScimError } from './scimErrorHandler';
import { SCIM_MEDIA_TYPE } from './scimMediaType';
import { scimDiscoveryRoutes } from './scimDiscoveryRoutes';
import { scimGroupRoutes } from './scimGroupRoutes';
import { scimUserRoutes } from './scimUserRoutes';

/**
 * `/scim/v2` (architecture.md "Fourth wave"): its own scope with SCIM's media type (JSON bodies
 * as `application/scim+json` or `application/json`), its error schema for every failure including
 * the parser's and the router's, and its bearer tokens (the token names the organization).
 */
export async function scimRoutes(app: FastifyInstance): Promise<void> {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/scim+json', { parseAs: 'string' }, parseJson);
  // Fastify reads text/plain by default; a SCIM body in it is a wrong media type (415), not a string.
  app.removeContentTypeParser('text/plain');
  app.setErrorHandler(handleScimError);
  app.setNotFoundHandler((_request, reply) => sendScimError(reply, new ScimError(404, 'No such SCIM endpoint')));
  app.addHook('onRequest', authenticateScimToken);
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('application/json')) reply.header('content-type', SCIM_MEDIA_TYPE);
    return payload;
  });
  await app.register(scimDiscoveryRoutes);
  await app.register(scimUserRoutes);
  await app.register(scimGroupRoutes);
}
