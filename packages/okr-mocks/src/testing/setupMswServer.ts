import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetActiveMockDb } from '../activeMockDb';

/**
 * One MSW server per test file; each test adds its own handlers. The exported handler groups of
 * @okr/mocks share one db, so it is reset after every test: no test sees another's writes.
 */
export function setupMswServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetActiveMockDb();
  });
  afterAll(() => server.close());
  return server;
}
