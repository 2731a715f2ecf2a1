import { pagePaths } from '@okr/contract';

export type PageArea = keyof typeof pagePaths;

/**
 * Every page pattern of the host app by area, read from `pagePaths` of @okr/contract (the table
 * the host's router reads too), so a new page joins the journeys that walk every page by itself.
 */
export function hostPagePatterns(): { area: PageArea; path: string }[] {
  return (Object.keys(pagePaths) as PageArea[]).flatMap((area) =>
    Object.values(pagePaths[area]).map((page: { path: string }) => ({ area, path: page.path })),
  );
}
