import type { FastifyInstance } from 'fastify';
import type { RouteGuard } from '../modules/authorization/RouteGuard';

// Third-party plugins register routes whose definitions we cannot give a `config.guard`. They
// are declared here, explicitly, where the plugin is registered: never by a global default.

const defaultGuard = Symbol('okr.defaultRouteGuard');
const declaredRoutes = Symbol('okr.declaredPluginRoutes');

type GuardHolder = Partial<Record<typeof defaultGuard, RouteGuard>> &
  Partial<Record<typeof declaredRoutes, Map<string, RouteGuard>>>;

const keyOf = (method: string, url: string) => `${method.toUpperCase()} ${url}`;

/**
 * Registers plugins whose every route is public (the Swagger UI, the static host app) in their
 * own encapsulated scope where that is the default. Only routes registered inside `register` get
 * it; a route without a declaration anywhere else still refuses to register.
 */
export async function publicScope(
  app: FastifyInstance,
  register: (scope: FastifyInstance) => Promise<void>,
): Promise<void> {
  await app.register(async (scope) => {
    scope.decorate(defaultGuard, 'public' satisfies RouteGuard);
    await register(scope);
  });
}

/**
 * Declares the guard of one route a plugin registers on this very instance, by exact method and
 * URL, for plugins that must stay at the root (CORS: its hooks answer every route's preflight).
 */
export function declarePluginRoute(app: FastifyInstance, method: string, url: string, guard: RouteGuard): void {
  const holder = app as unknown as GuardHolder;
  if (!holder[declaredRoutes]) app.decorate(declaredRoutes, new Map<string, RouteGuard>());
  holder[declaredRoutes]?.set(keyOf(method, url), guard);
}

/** The guard declared for a plugin's route (exact declaration first, then the scope's default). */
export function pluginRouteGuard(instance: FastifyInstance, method: string, url: string): RouteGuard | undefined {
  const holder = instance as unknown as GuardHolder;
  return holder[declaredRoutes]?.get(keyOf(method, url)) ?? holder[defaultGuard];
}
