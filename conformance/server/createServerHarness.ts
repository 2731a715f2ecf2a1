import { randomInt } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
// The API by relative path: apps are no package anyone imports, and only this runner needs it.
import { buildApp } from '../../apps/api/src/app';
import { grantSuperAdmin } from '../../apps/api/src/modules/authorization/superAdminRole';
import { joinOrganization } from '../../apps/api/test/support/membership';
import { testConfig } from '../../apps/api/test/support/testConfig';
import { sharedDatabase } from '../../apps/api/test/support/testDatabase';
import { startTestDnsServer } from '../../apps/api/test/support/testDnsServer';
import { TEST_CLIENT, startOidcProvider } from '../../apps/api/test/support/sso/startOidcProvider';
import type { Harness, WireRequest, WireResponse } from '../src/Harness';

/** Register is limited per IP and failed sign-ins per address: every call comes from an address of its own. */
function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/**
 * The Fastify app through `inject`, on the worker's shared database (PGlite, or PostgreSQL when
 * DATABASE_URL is set), built like the API's own tests build it. Call at the top of a test file.
 */
export function createServerHarness(): () => Harness {
  // Typed through buildApp: fastify itself is a dependency of the API, not of this folder.
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  // Single sign-on: a real OpenID provider to save connections to, and a DNS server holding no TXT record.
  let provider: Awaited<ReturnType<typeof startOidcProvider>> | undefined;
  let dns: Awaited<ReturnType<typeof startTestDnsServer>> | undefined;

  beforeAll(async () => {
    const { db } = await sharedDatabase();
    const config = testConfig();
    provider = await startOidcProvider({ redirectUri: `${config.appUrl}/api/auth/sso/callback` });
    dns = await startTestDnsServer();
    app = await buildApp({ db, config: { ...config, sso: { allowHttp: true, secretKey: null, dnsServers: [dns.server], timeoutMs: 3_000 } } });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await provider?.stop();
    await dns?.stop();
  });

  const ready = () => {
    if (!app) throw new Error('The server harness is used before its beforeAll ran');
    return app;
  };

  const harness: Harness = {
    async send(request: WireRequest): Promise<WireResponse> {
      const response = await ready().inject({
        method: request.method,
        url: `/api${request.path}`,
        headers: {
          ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
          ...(request.rawBody !== undefined && { 'content-type': 'application/json' }),
          ...request.headers,
        },
        ...(request.body !== undefined && { payload: request.body as object }),
        ...(request.rawBody !== undefined && { payload: request.rawBody }),
        remoteAddress: randomIp(),
      });
      const headers = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
      // JSON answers parsed; any other (the CSV export) as its text, byte order mark included.
      const json = (headers['content-type'] ?? '').includes('json');
      return { status: response.statusCode, body: response.body === '' ? undefined : json ? response.json() : response.body, headers };
    },
    joinOrganization: ({ organizationId, userId, roleType, membershipType }) =>
      joinOrganization(ready().db, organizationId, userId, roleType, membershipType),
    async deactivateUser(userId) {
      await ready().db.updateTable('users').set({ is_active: false }).where('id', '=', userId).execute();
    },
    grantSuperAdmin: (userId) => ready().db.transaction().execute((trx) => grantSuperAdmin(trx, userId)),
    async setPlan(organizationId, plan) {
      await ready().db.updateTable('organizations').set({ plan }).where('id', '=', organizationId).execute();
    },
    ssoProvider() {
      if (!provider) throw new Error('The server harness is used before its beforeAll ran');
      return { issuer: provider.issuer, ...TEST_CLIENT };
    },
  };
  return () => harness;
}
