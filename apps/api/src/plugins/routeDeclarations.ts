import type { FastifyInstance, FastifyPluginAsync, RouteOptions } from 'fastify';
import { errorResponses } from '../lib/errorResponses';
import type { ErrorStatus } from '../lib/errorResponses';
import type { RouteGuard } from '../modules/authorization/RouteGuard';

// What every route declaration would otherwise repeat is added here, once: its module's OpenAPI
// tag and the error responses its guard and its validated input imply. A route declares only what
// is its own (its summary, its schemas, the errors of its own rules: 402, 409, 413, 422...).

const moduleTag = Symbol('okr.moduleTag');

type TagHolder = Partial<Record<typeof moduleTag, string>>;

/** The error statuses a guard answers before the handler runs (apps/api/README.md, "Guarding a route"). */
function guardErrors(guard: RouteGuard | undefined): ErrorStatus[] {
  if (guard === undefined || guard === 'public') return [];
  if (guard === 'signedIn') return [401];
  if (guard === 'superAdmin') return [401, 403];
  // A revoked or unknown token 401, an organization below Enterprise 402 (authenticateScimToken).
  if (guard === 'scimToken') return [401, 402];
  // An API key over its rate limit gets 429, one of a Free organization 402 (authenticateApiKey).
  const keyErrors: ErrorStatus[] = guard.apiKeys === false ? [] : [402, 429];
  // 404: the organization asked for is not one the caller is an active member of.
  return [401, 403, 404, ...keyErrors];
}

/** 400 for a route whose body, query or path parameters are validated. */
function inputErrors(schema: RouteOptions['schema']): ErrorStatus[] {
  const { body, querystring, params } = (schema ?? {}) as Record<string, unknown>;
  return body || querystring || params ? [400] : [];
}

/**
 * Adds one onRoute hook that completes each route's schema: the tag of the module it was
 * registered in (`moduleRoutes`) unless it names its own, and the error responses of its guard
 * and its input unless it declares them itself. Call after `registerRouteGuards` (it reads the
 * guard that hook settled) and before the OpenAPI plugin collects the routes.
 */
export function completeRouteDeclarations(app: FastifyInstance): void {
  app.addHook('onRoute', function (route) {
    const schema = route.schema as (RouteOptions['schema'] & { hide?: boolean; tags?: string[]; response?: object }) | undefined;
    // A route with no response schema keeps the document's default answer: errors alone would replace it.
    if (!schema || schema.hide || !schema.response) return;
    const tag = (this as unknown as TagHolder)[moduleTag];
    const implied = errorResponses(...new Set([...inputErrors(schema), ...guardErrors(route.config?.guard)]));
    route.schema = {
      ...schema,
      ...(!schema.tags && tag && { tags: [tag] }),
      response: { ...implied, ...schema.response },
    };
  });
}

/** A module's routes, registered in their own scope whose routes carry `tag` in the OpenAPI document. */
export function moduleRoutes(tag: string, routes: FastifyPluginAsync): FastifyPluginAsync {
  return async (scope) => {
    // Set on this scope only, not decorated: a module nested in another (the OKR routes) names its own.
    (scope as unknown as TagHolder)[moduleTag] = tag;
    await scope.register(routes);
  };
}
