import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { publicScope } from './pluginRoutes';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The body of a route whose handler reads it itself (a multipart upload), by content type: in
     * the OpenAPI document only, never validated by Fastify (its `body` is what Fastify validates).
     */
    documentedBody?: Record<string, ZodType>;
  }
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** The zod type provider's transform, plus each route's `documentedBody` as its request body's contents. */
function transform(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const { documentedBody, ...schema } = (input.schema ?? {}) as { documentedBody?: Record<string, ZodType> };
  const transformed = jsonSchemaTransform({ ...input, schema });
  if (!documentedBody || (transformed.schema as { hide?: boolean } | undefined)?.hide) return transformed;
  const jsonSchemaOf = (body: ZodType) => (jsonSchemaTransform({ ...input, schema: { body } }).schema as { body: unknown }).body;
  const content = Object.fromEntries(Object.entries(documentedBody).map(([type, body]) => [type, { schema: jsonSchemaOf(body) }]));
  return { ...transformed, schema: { ...transformed.schema, body: { content } } };
}

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
          'send `Authorization: Bearer <accessToken>`; `X-Organization-Id` selects the current organization ' +
          '(404 when the caller is not an active member there).\n\n' +
          'Authorization: every route declares its guard: public, signed in, a permission `domain:action` ' +
          '(read = GET, create = POST, update = PATCH, delete = DELETE), or SuperAdmin. A permission is ' +
          "checked in the organization: the union of the caller's roles there must hold the flag (403 " +
          'naming the missing one; 404 for an organization the caller is not a member of). The default ' +
          'Admin role of each organization (type Admin, category Application) always holds every flag; its ' +
          'permission rows cannot be changed or deleted (422). A Custom role holds exactly its own rows, ' +
          'whatever its role type (the role dialog creates Custom roles of type Admin by default; they are ' +
          'not all-powerful). SuperAdmin (System category) is global: only SuperAdmins reach `/admin/**`.\n\n' +
          'Text: every string of every body, query and path parameter is refused with 400 `VALIDATION_ERROR` ' +
          'naming the field when it holds a NUL character or an unpaired UTF-16 surrogate (neither can be ' +
          'stored or shown; a surrogate pair, an emoji, is welcome); fields are trimmed and limited as each ' +
          'schema says. No route takes text outside this rule.',
      },
      servers: [],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'okr_ API key',
            description:
              "An organization's API key (Pro and Enterprise), sent as `Authorization: Bearer okr_...`. It acts in its own organization with its own flags; routes that list it among their security schemes accept it.",
          },
          scimToken: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'scim_ token',
            description:
              "An organization's SCIM token (Enterprise), created in its settings and sent as `Authorization: Bearer scim_...` by its identity provider. It authenticates `/scim/v2` for that organization only, nothing else.",
          },
        },
      },
      tags: [
        { name: 'auth', description: 'Sign-up, sign-in and sessions' },
        { name: 'organizations', description: 'Organizations and the current organization' },
        { name: 'system', description: 'Health' },
      ],
    },
    transform,
  });
  // The reference's page and assets are public; its routes cannot carry a guard of their own.
  await publicScope(app, async (scope) => {
    await scope.register(swaggerUi, {
      routePrefix: '/api/docs',
      // No call to the public validator service: the reference works offline.
      uiConfig: { validatorUrl: null, docExpansion: 'list', deepLinking: true },
    });
  });
  app.get('/api/openapi.json', { config: { guard: 'public' }, schema: { hide: true } }, async () => app.swagger());
}
