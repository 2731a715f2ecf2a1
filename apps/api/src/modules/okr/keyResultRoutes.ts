import { CheckIn, CheckInCreated, CreateCheckInRequest, IdParams, KeyResult, PageQuery, UpdateKeyResultRequest } from '@okr/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/errorResponses';
import { authOf } from '../../plugins/authenticate';
import { permissionGuard } from '../authorization/RouteGuard';
import { organizationOf } from '../settings/organizationOf';
import { createCheckIn } from './createCheckIn';
import { deleteKeyResult, findKeyResult, listCheckIns, updateKeyResult } from './keyResultService';
import { toKeyResult } from './okrMappers';
import { sendPage } from './paging';
import { personOf } from '../notifications/personOf';

const byId = '/key-results/:id';
const checkIns = '/key-results/:id/check-ins';

/** Key results and their check-ins (`key_results` domain), under /api. */
export const keyResultRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    byId,
    {
      config: permissionGuard('key_results', 'read'),
      schema: { summary: 'One key result', params: IdParams, response: { 200: KeyResult } },
    },
    async (request) => toKeyResult(await findKeyResult(db, organizationOf(request), request.params.id)),
  );

  app.patch(
    byId,
    {
      config: permissionGuard('key_results', 'update'),
      schema: {
        summary: 'Change a key result (progress recomputed); a stale `version` answers 409 with the current one',
        params: IdParams,
        body: UpdateKeyResultRequest,
        response: { 200: KeyResult, ...errorResponses(409) },
      },
    },
    async (request) => updateKeyResult(db, organizationOf(request), request.params.id, personOf(request), request.body),
  );

  app.delete(
    byId,
    {
      config: permissionGuard('key_results', 'delete'),
      schema: {
        summary: 'Delete a key result with its check-ins (the objective’s progress follows)',
        params: IdParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await deleteKeyResult(db, organizationOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    checkIns,
    {
      config: permissionGuard('key_results', 'read'),
      schema: {
        summary: 'A key result’s check-ins, newest first, paged (`limit`, `cursor`, `Link` rel="next")',
        params: IdParams,
        querystring: PageQuery,
        response: { 200: z.array(CheckIn) },
      },
    },
    async (request, reply) => sendPage(request, reply, await listCheckIns(db, organizationOf(request), request.params.id, request.query)),
  );

  app.post(
    checkIns,
    {
      config: permissionGuard('key_results', 'create'),
      schema: {
        summary: 'Check in: the key result takes the value and confidence, and the objective’s progress follows, in one transaction',
        params: IdParams,
        body: CreateCheckInRequest,
        response: { 201: CheckInCreated },
      },
    },
    async (request, reply) => {
      const created = await createCheckIn(db, organizationOf(request), request.params.id, authOf(request).user.id, request.body);
      return reply.code(201).send(created);
    },
  );
};
