import { HealthResponse } from '@okr/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';

/** GET /api/health: answers only once the database answers a query. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { guard: 'public' },
      schema: { tags: ['system'], summary: 'Liveness and database check', response: { 200: HealthResponse } },
    },
    async () => {
      await sql`select 1`.execute(app.db);
      return { status: 'ok' as const, db: 'ok' as const };
    },
  );
};
