import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document, generated from the routes' zod schemas (the contract), at
 * /api/openapi.json, and its rendered reference at /api/docs (assets served from the package).
 * Register it before any route: swagger collects routes as they are added.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'OKR API',
        version: '1.0.0',
        description:
          'Reference API of the OKR product. Errors answer `{ message, code, details? }`. Signed-in calls ' +
          'send `Authorization: Bearer <accessToken>`; `X-Organization-Id` selects the current organization.',
      },
      servers: [],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      tags: [
        { name: 'auth', description: 'Sign-up, sign-in and sessions' },
        { name: 'organizations', description: 'Organizations and the current organization' },
        { name: 'system', description: 'Health' },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // No call to the public validator service: the reference works offline.
    uiConfig: { validatorUrl: null, docExpansion: 'list', deepLinking: true },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
