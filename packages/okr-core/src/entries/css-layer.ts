// Entry point `@okr/core/css-layer`: what OkrProvider loads on demand when `cssLayer` is not `okr`
// (the build sends the provider's `import('./renameCssLayer')` here, so the default costs nothing).
export { renameCssLayer } from '../provider/renameCssLayer';
