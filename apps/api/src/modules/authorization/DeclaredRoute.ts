import type { RouteGuard } from './RouteGuard';

/** A registered route and its guard, as `registerRouteGuards` lists them in `app.routeGuards`. */
export interface DeclaredRoute {
  method: string;
  url: string;
  guard: RouteGuard;
  /** The schemas of what the route accepts (zod), for the test that walks every string at the edge. */
  accepts: { body?: unknown; querystring?: unknown; params?: unknown };
}
