// The client entry of the prerendered public pages: only the interactive parts, not the pages.
export { hydrateIslands } from '../hydrateIslands';
