import { sql } from 'kysely';
import { migrations } from '../../src/db/migrations/migrations';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { useTestApp } from '../support/testApp';
import { freshDatabase } from '../support/testDatabase';
import { testConfig } from '../support/testConfig';

const ctx = useTestApp();

describe('GET /api/health/ready', () => {
  it('answers 200 when the migrations are current and every core table answers, without a session', async () => {
    const response = await ctx.app.inject({ url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 in the error shape naming each failure, while /api/health stays the liveness check', async () => {
    const database = await freshDatabase();
    const app = await buildApp({ db: database.db, config: testConfig() });
    try {
      await sql`delete from kysely_migration`.execute(database.db);
      await sql`drop table rate_limits`.execute(database.db);
      const response = await app.inject({ url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      const body = response.json<{ message: string; code: string; details: { failed: string[] } }>();
      expect(body.code).toBe('SERVICE_UNAVAILABLE');
      expect(body.details.failed).toEqual([
        `migrations: not applied ${Object.keys(migrations).join(', ')}`,
        expect.stringMatching(/^table rate_limits: .*does not exist/),
      ]);
      expect(body.message).toContain('rate_limits');
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('is in the OpenAPI document', async () => {
    const document = (await ctx.app.inject({ url: '/api/openapi.json' })).json<{ paths: Record<string, unknown> }>();
    expect(document.paths).toHaveProperty(['/api/health/ready']);
  });
});
