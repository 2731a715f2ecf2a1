import { HealthResponse } from '@okr/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { checkReadiness } from '../../db/checkReadiness';
import { SERVICE_UNAVAILABLE } from '../../plugins/refuseWhileClosing';

const ReadyResponse = z.object({ status: z.literal('ready') });
/** The error shape with the API's own 503 code, which @okr/contract's code list does not hold. */
const NotReadyResponse = z.object({
  message: z.string(),
  code: z.literal(SERVICE_UNAVAILABLE),
  details: z.object({ failed: z.array(z.string()) }),
});

/** GET /api/health: liveness, answers once the database answers a query. GET /api/health/ready: readiness. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { guard: 'public' },
      schema: { summary: 'Liveness and database check', response: { 200: HealthResponse } },
    },
    async () => {
      await sql`select 1`.execute(app.db);
      return { status: 'ok' as const, db: 'ok' as const };
    },
  );

  app.get(
    '/health/ready',
    {
      config: { guard: 'public' },
      schema: {
        summary: 'Readiness: migrations current and every core table answers; else 503 naming what failed',
        response: { 200: ReadyResponse, 503: NotReadyResponse },
      },
    },
    async (_request, reply) => {
      const { ready, failures } = await checkReadiness(app.db);
      if (ready) return { status: 'ready' as const };
      return reply.code(503).send({
        message: `Not ready: ${failures.join('; ')}`,
        code: SERVICE_UNAVAILABLE,
        details: { failed: failures },
      });
    },
  );
};
