import type { IslandName } from './islandNames';

/**
 * Islands that need React to work. The language switch is plain links (the next page remembers
 * the choice through `syncLanguage`), so a page with only it loads no React.
 */
const needReact: IslandName[] = ['help-center', 'contact-form'];

export function hasInteractiveIslands(root: ParentNode = document): boolean {
  return needReact.some((name) => root.querySelector(`[data-island="${name}"]`) !== null);
}
