// `@okr/mocks/testing`: helpers for vitest suites that run on these handlers (needs vitest).
export { setupMswServer } from '../testing/setupMswServer';
