import { addMember, assignRole, createHandlers, createMockDb, ensureSuperAdminRole } from '@okr/mocks';
import type { MockDb } from '@okr/mocks';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Harness, WireRequest, WireResponse } from '../src/Harness';

// Any origin works: the handlers match `*/api/...`.
const api = 'http://conformance.test/api';

/**
 * The MSW handlers over a db of their own (fresh for every case, the demo data in it), called
 * with fetch as the browser would. Call at the top of a test file.
 */
export function createMocksHarness(): () => Harness {
  const server = setupServer();
  let db: MockDb = createMockDb();

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    db = createMockDb();
    server.resetHandlers(...createHandlers(db));
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  const harness: Harness = {
    async send(request: WireRequest): Promise<WireResponse> {
      const response = await fetch(`${api}${request.path}`, {
        method: request.method,
        headers: {
          ...((request.body !== undefined || request.rawBody !== undefined) && { 'Content-Type': 'application/json' }),
          ...(request.token ? { Authorization: `Bearer ${request.token}` } : {}),
          ...request.headers,
        },
        body: request.rawBody ?? (request.body === undefined ? undefined : JSON.stringify(request.body)),
      });
      // `text()` would drop a byte order mark: decode by hand to see the CSV export as sent.
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
      const headers = Object.fromEntries([...response.headers.entries()].map(([name, value]) => [name.toLowerCase(), value]));
      const json = (headers['content-type'] ?? '').includes('json');
      return { status: response.status, body: text === '' ? undefined : json ? (JSON.parse(text) as unknown) : text, headers };
    },
    async joinOrganization({ organizationId, userId, roleType, membershipType = 'Member' }) {
      addMember(db, { organizationId, userId, roleType, membershipType });
    },
    async deactivateUser(userId) {
      db.users.update(userId, { isActive: false });
    },
    async grantSuperAdmin(userId) {
      assignRole(db, userId, ensureSuperAdminRole(db).id);
    },
    async setPlan(organizationId, plan) {
      db.organizations.update(organizationId, { plan });
    },
    ssoProvider: () => ({ issuer: 'https://login.conformance.example', clientId: 'okr-conformance', clientSecret: 'conformance-client-secret' }),
  };
  return () => harness;
}
