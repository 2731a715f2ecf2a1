import { apiPaths } from '@okr/contract';
import { IdParams, OutboxEmailDetail, OutboxEmailList, OutboxQuery } from '@okr/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/errorResponses';
import { listOutbox, outboxEmail } from './outboxQueries';


/** The email outbox as super administrators read it (api-contract.md "Email"). */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    apiPaths.admin.outbox,
    {
      config: { guard: 'superAdmin' },
      schema: {
        summary: 'Every email of the outbox, newest first, paginated; `q` is a recipient prefix, `status` queued|sent|failed',
        querystring: OutboxQuery,
        response: { 200: OutboxEmailList },
      },
    },
    async (request) => listOutbox(db, request.query),
  );

  app.get(
    '/admin/outbox/:id',
    {
      config: { guard: 'superAdmin' },
      schema: {
        summary: 'One email of the outbox, with its plain-text body',
        params: IdParams,
        response: { 200: OutboxEmailDetail, ...errorResponses(404) },
      },
    },
    async (request) => outboxEmail(db, request.params.id),
  );
};
