import { randomUUID } from 'node:crypto';
import { ORGANIZATION_HEADER } from '@okr/contract';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../src/app';
import { grantSuperAdmin } from '../../src/modules/authorization/superAdminRole';
import { currentOrganizationOf } from '../../src/plugins/currentOrganization';
import { authOf } from '../../src/plugins/authenticate';
import { bearer, register } from '../support/api';
import { grantCustomRole } from '../support/membership';
import { testConfig } from '../support/testConfig';
import { databaseUrl, sharedDatabase } from '../support/testDatabase';

let statements = 0;
// Counts the statements the app sends, to hold the guard to one round trip.
const countStatements: KyselyPlugin = {
  transformQuery: (args) => {
    statements += 1;
    return args.node;
  },
  transformResult: async (args) => args.result,
};

let app: FastifyInstance;

beforeAll(async () => {
  const { db } = await sharedDatabase();
  app = await buildApp({ db: db.withPlugin(countStatements), config: testConfig() });
  // Routes of kinds the product has no instance of yet: a SuperAdmin one, and a permission
  // checked in the request's current organization.
  app.get('/api/test/admin', { config: { guard: 'superAdmin' } }, async () => ({ ok: true }));
  app.post(
    '/api/test/settings',
    {
      config: { guard: { domain: 'settings', action: 'create' } },
      schema: { body: z.object({ value: z.string() }) },
    },
    async (request) => ({ organizationId: currentOrganizationOf(request)?.organizationId }),
  );
  app.get('/api/test/whoami', { config: { guard: 'signedIn' } }, async (request) => authOf(request).permissions);
  await app.ready();
});

afterAll(async () => {
  await app?.close();
});

const settings = (headers: Record<string, string>, payload: object = { value: 'x' }) =>
  app.inject({ method: 'POST', url: '/api/test/settings', headers, payload });

describe('a route without a declared guard', () => {
  it('cannot be registered: the app refuses to start', async () => {
    const { db } = await sharedDatabase();
    const unguarded = await buildApp({ db, config: testConfig() });
    try {
      expect(() => unguarded.get('/api/objectives', async () => [])).toThrow(/GET \/api\/objectives declares no guard/);
      // As buildApp registers a module's routes: the registration, and so the start, fails.
      await expect(
        unguarded.register(async (scope) => {
          scope.post('/api/initiatives', async () => ({}));
        }),
      ).rejects.toThrow(/POST \/api\/initiatives declares no guard/);
    } finally {
      await unguarded.close().catch(() => undefined);
    }
  });

  it('cannot declare a permission whose action does not match its method', async () => {
    const { db } = await sharedDatabase();
    const mismatched = await buildApp({ db, config: testConfig() });
    try {
      expect(() =>
        mismatched.get('/api/objectives', { config: { guard: { domain: 'objectives', action: 'update' } } }, async () => []),
      ).toThrow(/objectives\.update/);
    } finally {
      await mismatched.close();
    }
  });
});

describe('the OpenAPI document', () => {
  it('states each route guard, bearer auth exactly on the signed-in ones, and API keys where they may call', async () => {
    const document = (await app.inject({ url: '/api/openapi.json' })).json();
    const patch = document.paths['/api/organizations/{id}'].patch;
    expect(patch.description).toContain('Guard: permission `organizations:update` in the organization the path names');
    expect(patch.description).toContain('An API key holding the flag may call it.');
    expect(patch.security).toEqual([{ bearerAuth: [] }, { apiKey: [] }]);
    const remove = document.paths['/api/organizations/{id}'].delete;
    expect(remove.description).toContain('People only: an API key gets 403.');
    expect(remove.security).toEqual([{ bearerAuth: [] }]);
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.paths['/api/auth/me'].get.description).toContain('Guard: signed in.');
    expect(document.paths['/api/auth/me'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/api/test/admin'].get.description).toContain('Guard: SuperAdmin');
    const health = document.paths['/api/health'].get;
    expect(health.description).toContain('Guard: public');
    expect(health.security).toBeUndefined();
  });

  it('declares the SCIM routes guarded by a SCIM token, not public', async () => {
    const document = (await app.inject({ url: '/api/openapi.json' })).json();
    const operations = Object.entries(document.paths as Record<string, Record<string, { description?: string; security?: unknown }>>)
      .filter(([path]) => path.startsWith('/scim/v2/'))
      .flatMap(([, methods]) => Object.values(methods));
    expect(operations.length).toBeGreaterThan(10);
    for (const operation of operations) {
      expect(operation.description).toContain('Guard: SCIM token');
      expect(operation.description).not.toContain('Guard: public');
      expect(operation.security).toEqual([{ scimToken: [] }]);
    }
    expect(document.components.securitySchemes.scimToken).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});

describe('the superAdmin guard', () => {
  it('answers 401 anonymous, 403 to an organization Admin, 200 to a super administrator', async () => {
    const admin = await register(app);
    const root = await register(app);
    await grantSuperAdmin(app.db, root.user.id);
    expect((await app.inject({ url: '/api/test/admin' })).statusCode).toBe(401);
    const forbidden = await app.inject({ url: '/api/test/admin', headers: bearer(admin.accessToken) });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'FORBIDDEN', message: expect.stringContaining('SuperAdmin') });
    expect((await app.inject({ url: '/api/test/admin', headers: bearer(root.accessToken) })).statusCode).toBe(200);
  });
});

describe('a permission guard in the current organization', () => {
  it('checks the default organization without a header, and the header one with it', async () => {
    const ada = await register(app);
    const other = await register(app);
    const own = await settings(bearer(ada.accessToken));
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ organizationId: ada.organization!.id });
    const foreign = await settings({ ...bearer(ada.accessToken), [ORGANIZATION_HEADER]: other.organization!.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND' });
    for (const id of [randomUUID(), 'not-an-id']) {
      expect((await settings({ ...bearer(ada.accessToken), [ORGANIZATION_HEADER]: id })).statusCode).toBe(404);
    }
  });

  it('answers 403 naming the flag to a member whose roles lack it', async () => {
    const ada = await register(app);
    const member = await register(app);
    await app.db
      .insertInto('organization_members')
      .values({ id: randomUUID(), organization_id: ada.organization!.id, user_id: member.user.id, membership_type: 'Member' })
      .execute();
    await grantCustomRole(app.db, ada.organization!.id, member.user.id, [{ domain: 'settings', canRead: true }]);
    const response = await settings({ ...bearer(member.accessToken), [ORGANIZATION_HEADER]: ada.organization!.id });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'FORBIDDEN',
      message: "You don't have permission to create settings (missing: settings.create)",
    });
  });

  it('answers 403 to a user who belongs to no organization', async () => {
    const loner = await register(app);
    await app.db.deleteFrom('organizations').where('id', '=', loner.organization!.id).execute();
    const response = await settings(bearer(loner.accessToken));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/not a member of any organization/);
  });

  it('answers 401 before validating the body, and 400 only after authenticating', async () => {
    const ada = await register(app);
    expect((await settings({}, { wrong: 1 })).statusCode).toBe(401);
    expect((await settings(bearer(ada.accessToken), { wrong: 1 })).statusCode).toBe(400);
  });
});

describe('the cost of a guard', () => {
  it('resolves user, session, membership and permissions in one statement', async () => {
    const ada = await register(app);
    statements = 0;
    const response = await app.inject({ url: '/api/test/whoami', headers: bearer(ada.accessToken) });
    expect(response.statusCode).toBe(200);
    expect(response.json().settings).toEqual({ canCreate: true, canRead: true, canUpdate: true, canDelete: true });
    expect(statements).toBe(1);
    statements = 0;
    await settings(bearer(ada.accessToken));
    // The same caller again: the access cache answers it (no statement, nothing written since). On
    // the shared test PostgreSQL other test files write the access tables meanwhile, and each of
    // their commits empties it: then the guard's one statement runs again.
    if (databaseUrl) expect(statements).toBeLessThanOrEqual(1);
    else expect(statements).toBe(0);
  });

  it('answers /auth/me in two statements: the guard and the list of organizations', async () => {
    const ada = await register(app);
    statements = 0;
    expect((await app.inject({ url: '/api/auth/me', headers: bearer(ada.accessToken) })).statusCode).toBe(200);
    expect(statements).toBe(2);
  });
});
