import { randomBytes } from 'node:crypto';
import { REFRESH_COOKIE } from '@okr/contract';
import type { OidcConnectionInput, SsoConnection, SsoConnectionInput } from '@okr/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../src/db/Database';
import { ownerOnPlan } from '../apiKeys/apiKeysApi';
import { cookieValue, randomIp } from '../support/api';
import { SSO_STATE_COOKIE } from '../../src/modules/sso/ssoStateCookie';
import { testConfig } from '../support/testConfig';
import type { AppConfig } from '../../src/config';

/** A domain no other test (or run on the same PostgreSQL) uses. */
export const uniqueDomain = (label = 'acme') => `${label}-${randomBytes(4).toString('hex')}.test`;

/** The redirect URI the test app registers: `{APP_URL}/api/auth/sso/callback` with the test APP_URL. */
export const TEST_REDIRECT_URI = `${testConfig().appUrl}/api/auth/sso/callback`;

/** The test app's SSO settings: http issuers allowed (the providers run on loopback), the test's DNS server. */
export function ssoTestConfig(dnsServers: string[] = []): Partial<AppConfig> {
  return { sso: { allowHttp: true, secretKey: null, dnsServers, timeoutMs: 3_000 } };
}

export const ssoPath = (organizationId: string, rest = '') => `/api/organizations/${organizationId}/sso${rest}`;

export function putConnection(app: FastifyInstance, organizationId: string, token: string, body: Partial<SsoConnectionInput> & Record<string, unknown>) {
  return app.inject({ method: 'PUT', url: ssoPath(organizationId), headers: { authorization: `Bearer ${token}` }, payload: body });
}

/** An Enterprise organization whose owner saved a connection to `issuer` for `domains`. */
export async function connectedOrganization(
  app: FastifyInstance,
  db: Kysely<Database>,
  connection: Pick<OidcConnectionInput, 'issuer' | 'clientId' | 'clientSecret' | 'domains'> & Partial<OidcConnectionInput>,
) {
  const { owner, organizationId } = await ownerOnPlan(app, db, 'Enterprise');
  const response = await putConnection(app, organizationId, owner.accessToken, { defaultRoleType: 'Editor', enforced: false, ...connection });
  expect(response.statusCode, response.body).toBe(200);
  return { owner, organizationId, connection: response.json<SsoConnection>() };
}

/** Marks the domains verified straight in the table (the checks themselves have tests of their own). */
export async function markVerified(db: Kysely<Database>, domains: string[]): Promise<void> {
  await db.updateTable('sso_domains').set({ verified_at: new Date() }).where('domain', 'in', domains).execute();
}

/** The browser of a test file: it keeps the state cookie of its last start, as a browser would. */
const browser: { stateCookie?: string } = {};

export async function startSso(app: FastifyInstance, email: string) {
  const response = await app.inject({ method: 'POST', url: '/api/auth/sso/start', payload: { email }, remoteAddress: randomIp() });
  browser.stateCookie = cookieValue(response, SSO_STATE_COOKIE) ?? browser.stateCookie;
  return response;
}

/** The API's callback with the query the provider sent back, from the browser that started (or `cookie`: another's). */
export function callback(app: FastifyInstance, url: URL | string, { cookie = browser.stateCookie }: { cookie?: string | null } = {}) {
  const search = typeof url === 'string' ? url : url.search;
  return app.inject({ method: 'GET', url: `/api/auth/sso/callback${search}`, ...(cookie && { cookies: { [SSO_STATE_COOKIE]: cookie } }) });
}

/** Where a callback sent the browser: `/sso/complete`, or the `sso_error` code of `/login`. */
export function landing(response: { statusCode: number; headers: Record<string, unknown> }): string {
  expect(response.statusCode).toBe(303);
  const location = new URL(String(response.headers.location));
  return location.pathname === '/login' ? `error:${location.searchParams.get('sso_error')}` : location.pathname;
}

export function refreshWithCookie(app: FastifyInstance, refreshCookie: string) {
  return app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { [REFRESH_COOKIE]: refreshCookie } });
}
