import type { KeyResult, Objective, OrganizationRoleType } from '@okr/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../src/db/Database';
import { register } from '../support/api';
import { joinOrganization } from '../support/membership';
import { caller, registerAdmin } from '../settings/settingsApi';

export type Api = ReturnType<typeof caller>;

/** A new organization (its Owner and Admin calling), optionally on another plan. */
export async function organization(app: () => FastifyInstance, db: Kysely<Database>, plan: 'Free' | 'Pro' | 'Enterprise' = 'Free') {
  const admin = await registerAdmin(app);
  if (plan !== 'Free') await db.updateTable('organizations').set({ plan }).where('id', '=', admin.organizationId).execute();
  return admin;
}

/** A new user holding one Application role in the organization, calling there. */
export async function member(app: () => FastifyInstance, db: Kysely<Database>, organizationId: string, roleType: OrganizationRoleType) {
  const registered = await register(app());
  await joinOrganization(db, organizationId, registered.user.id, roleType);
  return { ...registered, api: caller(app, registered.accessToken, organizationId) };
}

export async function createObjective(api: Api, body: object = {}): Promise<Objective> {
  const response = await api.post('/api/objectives', { title: 'Grow revenue', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Objective>();
}

export async function createKeyResult(api: Api, objectiveId: string, body: object = {}): Promise<KeyResult> {
  const response = await api.post(`/api/objectives/${objectiveId}/key-results`, {
    title: 'Reach 200 customers',
    metricType: 'Numeric',
    startValue: 0,
    targetValue: 200,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<KeyResult>();
}
