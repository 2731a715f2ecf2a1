import type { KeyResult, Objective } from '@okr/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/createDatabase';
import { testConfig } from '../support/testConfig';
import { freshDatabase } from '../support/testDatabase';
import { caller, registerAdmin } from '../settings/settingsApi';
import { createKeyResult, createObjective } from './okrApi';

// A check-in writes three rows (the check-in, its key result, the objective's progress) in one
// transaction: when the last write fails, the first two must not stay.

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await freshDatabase();
  await sql`
    create function fail_boom_progress() returns trigger language plpgsql as $$
    begin
      if new.title like 'boom%' and new.progress <> old.progress then
        raise exception 'simulated failure';
      end if;
      return new;
    end $$`.execute(database.db);
  await sql`create trigger fail_boom before update on objectives for each row execute function fail_boom_progress()`.execute(database.db);
  app = await buildApp({ db: database.db, config: testConfig() });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('a check-in', () => {
  it('leaves no check-in and no key result change behind when updating the objective fails', async () => {
    const ada = await registerAdmin(() => app);
    const api = caller(() => app, ada.accessToken, ada.organizationId);
    const objective = await createObjective(api, { title: 'boom objective' });
    const keyResult = await createKeyResult(api, objective.id);
    const response = await api.post(`/api/key-results/${keyResult.id}/check-ins`, { value: 100, confidence: 6 });
    expect(response.statusCode).toBe(500);
    expect((await api.get(`/api/key-results/${keyResult.id}/check-ins`)).json()).toEqual([]);
    expect((await api.get(`/api/key-results/${keyResult.id}`)).json<KeyResult>()).toMatchObject({
      currentValue: 0,
      progress: 0,
      confidence: null,
      version: 1,
    });
    expect((await api.get(`/api/objectives/${objective.id}`)).json<Objective>().progress).toBe(0);
  });
});
