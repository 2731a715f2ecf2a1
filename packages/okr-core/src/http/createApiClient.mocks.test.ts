import { apiPaths } from '@okr/contract';
import type { MeResponse, RefreshResponse } from '@okr/contract';
import { createHandlers, createMockDb, sessionFixtures } from '@okr/mocks';
import type { SessionFixture } from '@okr/mocks';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './createApiClient';
import { readJwtExpiry } from './jwtExpiry';

// The client's refresh path against the shared MSW fixture, as stories and component tests run it.
const base = 'http://partner.example/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function clientFor(fixture: SessionFixture) {
  const session = { accessToken: fixture.accessToken, refreshToken: fixture.refreshToken, organizationId: null };
  const refreshed: RefreshResponse[] = [];
  const client = createApiClient({
    baseURL: base,
    getSession: () => session,
    onTokensRefreshed: (tokens) => {
      refreshed.push(tokens);
      Object.assign(session, tokens);
    },
  });
  return { client, refreshed };
}

describe('createApiClient against @okr/mocks', () => {
  it('uses a fixture session as it is: its JWT has 15 minutes left', async () => {
    server.use(...createHandlers(createMockDb()));
    const { client, refreshed } = clientFor(sessionFixtures.admin);
    const me = await client.get<MeResponse>(apiPaths.auth.me);
    expect(me.user.email).toBe('admin@demo.okr');
    expect(refreshed).toEqual([]);
    const exp = readJwtExpiry(sessionFixtures.admin.accessToken);
    expect(exp).not.toBeNull();
    expect((exp ?? 0) * 1000 - Date.now()).toBeGreaterThan(14 * 60 * 1000);
  });

  it.each([
    ['expiring within the leeway', sessionFixtures.adminExpiring],
    ['already expired', sessionFixtures.adminAccessExpired],
  ])('refreshes first when the access token is %s, then calls with the new one', async (_, fixture) => {
    server.use(...createHandlers(createMockDb()));
    const { client, refreshed } = clientFor(fixture);
    const me = await client.get<MeResponse>(apiPaths.auth.me);
    expect(me.user.email).toBe('admin@demo.okr');
    expect(refreshed).toHaveLength(1);
    expect(refreshed[0]?.refreshToken).not.toBe(fixture.refreshToken);
  });

  it('issues short-lived access tokens when the db says so, and the client keeps refreshing', async () => {
    server.use(...createHandlers(createMockDb(undefined, { accessTokenTtlSeconds: 30 })));
    const { client, refreshed } = clientFor(sessionFixtures.adminExpiring);
    await client.get(apiPaths.auth.me);
    await client.get(apiPaths.auth.me);
    // Each issued token has 30 s left, inside the 60 s leeway: every call refreshes first.
    expect(refreshed).toHaveLength(2);
  });
});
