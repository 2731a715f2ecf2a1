import type { PermissionAction } from '@okr/contract';
import type { FastifyInstance, FastifyRequest, HTTPMethods, RouteOptions } from 'fastify';
import { bearerAuth, bearerOrApiKey, scimTokenAuth } from '../lib/errorResponses';
import type { DeclaredRoute } from '../modules/authorization/DeclaredRoute';
import { requirePermission, requireSuperAdmin } from '../modules/authorization/requirePermission';
import type { RouteGuard } from '../modules/authorization/RouteGuard';
import { authenticateScimToken } from '../modules/scim/authenticateScimToken';
import { authenticate } from './authenticate';
import { pluginRouteGuard } from './pluginRoutes';

// api-contract.md: read = GET, create = POST, update = PATCH, delete = DELETE.
const actionOfMethod: Partial<Record<string, PermissionAction>> = {
  GET: 'read',
  HEAD: 'read',
  POST: 'create',
  PATCH: 'update',
  PUT: 'update',
  DELETE: 'delete',
};

type Hook = NonNullable<RouteOptions['onRequest']>;
const asList = <T>(hook: T | T[] | undefined): T[] => (hook === undefined ? [] : Array.isArray(hook) ? hook : [hook]);

function describeRoute(methods: string[], url: string): string {
  return `${methods.join(',')} ${url}`;
}

/** The guard in words, for the OpenAPI document: the reference says what each call requires. */
function describeGuard(guard: RouteGuard): string {
  if (guard === 'public') return 'Guard: public, no authentication.';
  if (guard === 'signedIn') return 'Guard: signed in.';
  if (guard === 'superAdmin') return 'Guard: SuperAdmin (global).';
  if (guard === 'scimToken') return "Guard: SCIM token of the organization (`Authorization: Bearer scim_…`, created in its settings; Enterprise, else 402); a person's session or an API key gets 401.";
  const where = guard.organizationId
    ? "in the organization the path names (404 if the caller is not a member)"
    : 'in the current organization (X-Organization-Id, else the last switched-to one)';
  const keys = guard.apiKeys === false ? ' People only: an API key gets 403.' : ' An API key holding the flag may call it.';
  return `Guard: permission \`${guard.domain}:${guard.action}\` ${where}; 403 names the missing flag.${keys}`;
}

/** A copy of the route's schema that documents its guard (and bearer auth when signed in). */
function documented(schema: RouteOptions['schema'], guard: RouteGuard): RouteOptions['schema'] {
  if ((schema as { hide?: boolean } | undefined)?.hide) return schema;
  const { description } = (schema ?? {}) as { description?: string };
  return {
    ...schema,
    description: [description, describeGuard(guard)].filter(Boolean).join('\n\n'),
    ...(guard !== 'public' && {
      security: guard === 'scimToken' ? scimTokenAuth : typeof guard === 'object' && guard.apiKeys !== false ? bearerOrApiKey : bearerAuth,
    }),
  };
}

function checkDeclaration(guard: RouteGuard | undefined, methods: string[], url: string): RouteGuard {
  // One declaration must cover every method of a multi-method route.
  if (guard === undefined) {
    throw new Error(
      `Route ${describeRoute(methods, url)} declares no guard: add config: { guard: 'public' | 'signedIn' | ` +
        `'superAdmin' | { domain, action } } to its definition (apps/api/README.md, "Guarding a route")`,
    );
  }
  if (typeof guard === 'object' && !guard.contractAction) {
    const wrong = methods.filter((method) => actionOfMethod[method] !== guard.action);
    if (wrong.length > 0) {
      throw new Error(
        `Route ${describeRoute(methods, url)} declares ${guard.domain}.${guard.action}, but ${wrong.join(',')} ` +
          `is guarded by the ${wrong.map((method) => actionOfMethod[method] ?? 'no').join(',')} action`,
      );
    }
  }
  return guard;
}

/**
 * The one place routes get their guard. An onRoute hook reads each route's declared
 * `config.guard` (or, for a plugin's routes, what `publicScope` / `declarePluginRoute` declared
 * where the plugin is registered) and turns it into hooks:
 * `authenticate` in onRequest and the permission or SuperAdmin check in preValidation, so 401,
 * 403 and another tenant's 404 all come before any 400. A route that declares nothing THROWS at registration, so an app
 * with an unguarded route cannot start. Call before registering any route; every route ends up
 * in `app.routeGuards` (the route walk test checks it against its cases).
 */
export function registerRouteGuards(app: FastifyInstance): void {
  const table: DeclaredRoute[] = [];
  app.decorate('routeGuards', table);
  app.addHook('onRoute', function (route) {
    const methods = asList<HTTPMethods>(route.method).map((method) => method.toUpperCase());
    const declared = route.config?.guard ?? pluginRouteGuard(this, methods.join(','), route.url);
    const guard = checkDeclaration(declared, methods, route.url);
    route.config = { ...route.config, guard };
    const accepts = { body: route.schema?.body, querystring: route.schema?.querystring, params: route.schema?.params };
    route.schema = documented(route.schema, guard);
    for (const method of methods) table.push({ method, url: route.url, guard, accepts });
    if (guard === 'public') return;
    if (guard === 'scimToken') {
      // The SCIM scope authenticates its every request (unknown paths too); this makes the
      // declaration hold wherever such a route is registered (it does nothing once the scope did).
      route.onRequest = [authenticateScimToken, ...asList(route.onRequest)] as Hook;
      return;
    }
    const fromRoute = typeof guard === 'object' ? guard.organizationId : undefined;
    const authenticateRoute = fromRoute
      ? (request: FastifyRequest) => authenticate(request, fromRoute(request) ?? null)
      : (request: FastifyRequest) => authenticate(request);
    route.onRequest = [authenticateRoute, ...asList(route.onRequest)] as Hook;
    if (guard === 'signedIn') return;
    const check = guard === 'superAdmin' ? requireSuperAdmin : requirePermission(guard);
    // Before validation: a caller who may not make the call learns nothing about its payload
    // (403, or 404 for another tenant's organization, before any 400).
    route.preValidation = [check, ...asList(route.preValidation)] as NonNullable<RouteOptions['preValidation']>;
  });
}
