import {
  CreatePeriodRequest,
  IdParams,
  Period,
  RolloverHeaders,
  RolloverRequest,
  RolloverResponse,
  UpdatePeriodRequest,
} from '@okr/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/errorResponses';
import { auditActorOf } from '../audit/recordAudit';
import { permissionGuard } from '../authorization/RouteGuard';
import { organizationOf } from '../settings/organizationOf';
import { createPeriod, deletePeriod, listPeriods, updatePeriod } from './periodService';
import { rollover } from './rolloverService';


/**
 * Periods of the current organization (api-contract.md "Cycles and roll-over"), under /api.
 * Reading them takes `objectives:read` (every member's period switcher); changing them `settings`;
 * rolling objectives over `objectives:create`.
 */
export const periodRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/periods',
    {
      config: permissionGuard('objectives', 'read'),
      schema: {
        summary: 'The organization’s periods by start date, each with its status (upcoming, active, closed)',
        response: { 200: z.array(Period) },
      },
    },
    async (request) => listPeriods(db, organizationOf(request)),
  );

  app.post(
    '/periods',
    {
      config: permissionGuard('settings', 'create'),
      schema: {
        summary: 'Add a period; one overlapping another of the organization answers 409',
        body: CreatePeriodRequest,
        response: { 201: Period, ...errorResponses(409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createPeriod(db, organizationOf(request), auditActorOf(request), request.body)),
  );

  app.patch(
    '/periods/:id',
    {
      config: permissionGuard('settings', 'update'),
      schema: {
        summary: 'Rename or move a period (409 on overlap), close it (`closed: true`: check-ins refused) or reopen it',
        params: IdParams,
        body: UpdatePeriodRequest,
        response: { 200: Period, ...errorResponses(409) },
      },
    },
    async (request) => updatePeriod(db, organizationOf(request), auditActorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/periods/:id',
    {
      config: permissionGuard('settings', 'delete'),
      schema: {
        summary: 'Delete a period; one that has objectives answers 422',
        params: IdParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(422) },
      },
    },
    async (request, reply) => {
      await deletePeriod(db, organizationOf(request), auditActorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/periods/:id/rollover',
    {
      config: permissionGuard('objectives', 'create'),
      schema: {
        summary:
          'Copy objectives of the period into another in one transaction: Active, key results back to their start value without check-ins, alignment kept where the parent was copied; `Idempotency-Key` answers a repeat with the first result',
        params: IdParams,
        headers: RolloverHeaders,
        body: RolloverRequest,
        response: { 201: RolloverResponse, ...errorResponses(422) },
      },
    },
    async (request, reply) => {
      const idempotencyKey = request.headers['idempotency-key'];
      const answer = await rollover(db, organizationOf(request), auditActorOf(request), request.params.id, request.body, idempotencyKey);
      return reply.code(201).send(answer);
    },
  );
};
