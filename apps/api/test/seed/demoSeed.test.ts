import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/createDatabase';
import { DEMO_PASSWORD, seedDemoData } from '../../src/seed/demoSeed';
import { bearer, login } from '../support/api';
import { testConfig } from '../support/testConfig';
import { freshDatabase } from '../support/testDatabase';

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await freshDatabase();
  app = await buildApp({ db: database.db, config: testConfig() });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function signIn(email: string) {
  const response = await login(app, email, DEMO_PASSWORD);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function organizationsOf(token: string) {
  return (await app.inject({ url: '/api/organizations/user', headers: bearer(token) })).json();
}

describe('seedDemoData', () => {
  it('seeds an empty database, and only an empty one', async () => {
    expect(await seedDemoData(database.db)).toBe(true);
    const count = async () =>
      Number(
        (
          await database.db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const seeded = await count();
    expect(await seedDemoData(database.db)).toBe(false);
    expect(await count()).toBe(seeded);
  });

  it('creates a global SuperAdmin with onboarding complete', async () => {
    const { user } = await signIn('superadmin@demo.okr');
    expect(user.isOnboardingComplete).toBe(true);
    // Demo accounts have nothing to verify (api-contract.md "My account").
    expect(user.emailVerified).toBe(true);
    expect(user.roles).toEqual([
      expect.objectContaining({ roleType: 'SuperAdmin', category: 'System', organizationId: null }),
    ]);
  });

  it('makes admin@demo.okr Owner and Admin of Acme Corp (Pro) and an Editor member of Globex', async () => {
    const { user, organization, accessToken } = await signIn('admin@demo.okr');
    expect(user.isOnboardingComplete).toBe(true);
    expect(organization).toMatchObject({ name: 'Acme Corp', plan: 'Pro' });
    expect(await organizationsOf(accessToken)).toEqual([
      expect.objectContaining({
        name: 'Acme Corp',
        membershipType: 'Owner',
        roles: [expect.objectContaining({ roleType: 'Admin' })],
      }),
      expect.objectContaining({
        name: 'Globex',
        membershipType: 'Member',
        roles: [expect.objectContaining({ roleType: 'Editor' })],
      }),
    ]);
  });

  it.each([
    ['editor@demo.okr', 'Editor'],
    ['viewer@demo.okr', 'Viewer'],
  ])('makes %s a %s in Acme Corp', async (email, roleType) => {
    const { user, organization, accessToken } = await signIn(email);
    expect(user.isOnboardingComplete).toBe(true);
    expect(organization.name).toBe('Acme Corp');
    expect(await organizationsOf(accessToken)).toEqual([
      expect.objectContaining({
        name: 'Acme Corp',
        membershipType: 'Member',
        roles: [expect.objectContaining({ roleType })],
      }),
    ]);
  });
});
