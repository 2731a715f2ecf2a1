import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app';
import type { AppConfig } from '../../src/config';
import type { Database } from '../../src/db/Database';
import { sharedDatabase } from './testDatabase';
import { testConfig } from './testConfig';

export interface TestContext {
  app: FastifyInstance;
  db: Kysely<Database>;
  config: AppConfig;
}

/**
 * Builds the app on the worker's shared database before the file's tests and closes it after.
 * Use the returned object's fields inside tests (they are filled in by `beforeAll`).
 */
export function useTestApp(overrides: Partial<AppConfig> = {}): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    const { db } = await sharedDatabase();
    context.config = testConfig(overrides);
    context.db = db;
    context.app = await buildApp({ db, config: context.config });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
  });
  return context;
}
