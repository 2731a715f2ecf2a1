// Entry point `@okr/core/testing`: the one way our tests render a component, inside the real
// provider and a memory router. Test-only: it needs `@testing-library/react` and `react-router`
// (optional peers), and no production entry imports it.
export { renderWithOkr, LocationProbe } from '../testing/renderWithOkr';
export type { RenderWithOkrOptions } from '../testing/renderWithOkr';
export { renderHookWithOkr } from '../testing/renderHookWithOkr';
