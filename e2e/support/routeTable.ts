import { fileURLToPath } from 'node:url';

interface RouteLike {
  path?: string;
  index?: boolean;
  children?: RouteLike[];
}

/** Every page path of a route tree, parents before children, patterns as written (`:id`, `*`). */
export function pathsOf(routes: readonly RouteLike[], base = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.path === undefined ? base : route.path.startsWith('/') ? route.path : `${base.replace(/\/$/, '')}/${route.path}`;
    const here = route.index || route.path !== undefined ? [own || '/'] : [];
    return [...here, ...pathsOf(route.children ?? [], own)];
  });
}

/**
 * The page paths of the host's route table, read from its source (`apps/host/src/routes.tsx`),
 * so a new page joins the journeys that walk every page without anyone listing it.
 * TODO: read `pagePaths` of @okr/contract once it lands (the one table the router reads too).
 */
export async function hostPagePaths(): Promise<string[]> {
  const file = fileURLToPath(new URL('../../apps/host/src/routes.tsx', import.meta.url));
  const { routes } = (await import(file)) as { routes: RouteLike[] };
  return [...new Set(pathsOf(routes))];
}
