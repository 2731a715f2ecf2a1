// The only script every prerendered public page runs: a few hundred bytes, no React. It keeps
// the language choice and says whether the page has parts that need React at all.
export { syncLanguage } from '../lib/syncLanguage';
export { hasInteractiveIslands } from '../lib/hasInteractiveIslands';
