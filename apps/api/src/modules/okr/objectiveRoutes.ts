import { apiPaths } from '@okr/contract';
import {
  CreateKeyResultRequest,
  CreateObjectiveRequest,
  IdParams,
  KeyResult,
  Objective,
  ObjectiveDetail,
  ObjectiveListQuery,
  UpdateObjectiveRequest,
} from '@okr/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/errorResponses';
import { authOf } from '../../plugins/authenticate';
import { permissionGuard } from '../authorization/RouteGuard';
import { personOf } from '../notifications/personOf';
import { organizationOf } from '../settings/organizationOf';
import { createKeyResult, listKeyResults } from './keyResultService';
import { createObjective, deleteObjective, listObjectivesJson, objectiveDetailJson, updateObjective } from './objectiveService';
import { ReadCache } from '../../db/ReadCache';
import { pageBytes, sendJsonPage } from './paging';
import type { JsonPageBytes } from './paging';

const byId = '/objectives/:id';

/** Objectives (`objectives` domain) and the key results of one (`key_results` domain), under /api. */
export const objectiveRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  // Caches kept until a write to a table they read, in the organization they are about (db/ReadCache.ts),
  // least recently used out first: each names its tables. Key results and
  // check-ins rewrite their objective's progress; renamed options rewrite its classification.
  // They keep the answers' bytes: a hit sends them as they are, with no UTF-8 encoding per request
  // (about a tenth of the list's cost for a page of 100 objectives).
  const pages = ReadCache.for<JsonPageBytes>(db, ['objectives', 'users', 'organizations'], { maxEntries: 2_000 });
  const details = ReadCache.for<Buffer>(db, ['objectives', 'key_results', 'users', 'organizations'], { maxEntries: 10_000 });

  app.get(
    apiPaths.objectives.list,
    {
      config: permissionGuard('objectives', 'read'),
      schema: {
        summary: 'The current organization’s objectives, newest first, filtered and paged',
        description:
          'Filters `status`, `type`, `ownerId`, `impactCategory`, `operationalArea`, `strategicAxis`, `parentObjectiveId`, search `q` (title and description). Paged: `limit` (default 100, at most 200) and `cursor`; the next page is in the `Link` header (rel="next"), the total of every page in `X-Total-Count`.',
        querystring: ObjectiveListQuery,
        response: { 200: z.array(Objective) },
      },
    },
    async (request, reply) => {
      const organizationId = organizationOf(request);
      const key = `${organizationId}|${JSON.stringify(request.query)}`;
      const page = await pages.get(key, async () => pageBytes(await listObjectivesJson(db, organizationId, request.query)), organizationId);
      return sendJsonPage(request, reply, page);
    },
  );

  app.post(
    apiPaths.objectives.list,
    {
      config: permissionGuard('objectives', 'create'),
      schema: {
        summary: 'Create an objective (owned by the caller unless ownerId says otherwise)',
        body: CreateObjectiveRequest,
        response: { 201: Objective },
      },
    },
    async (request, reply) => {
      const objective = await createObjective(db, organizationOf(request), authOf(request).user.id, personOf(request), request.body);
      return reply.code(201).send(objective);
    },
  );

  app.get(
    byId,
    {
      config: permissionGuard('objectives', 'read'),
      schema: {
        summary: 'One objective with its key results',
        params: IdParams,
        response: { 200: ObjectiveDetail },
      },
    },
    async (request, reply) => {
      const organizationId = organizationOf(request);
      const { id } = request.params;
      const body = await details.get(`${organizationId}|${id}`, async () => Buffer.from(await objectiveDetailJson(db, organizationId, id)), organizationId);
      // The cached bytes of the JSON its schema describes: Fastify sends a Buffer as it is.
      return reply.type('application/json; charset=utf-8').send(body as unknown as ObjectiveDetail);
    },
  );

  app.patch(
    byId,
    {
      config: permissionGuard('objectives', 'update'),
      schema: {
        summary: 'Change an objective; with `version`, a stale copy answers 409 with the current one in details.current',
        params: IdParams,
        body: UpdateObjectiveRequest,
        response: { 200: Objective, ...errorResponses(409) },
      },
    },
    async (request) => updateObjective(db, organizationOf(request), request.params.id, personOf(request), request.body),
  );

  app.delete(
    byId,
    {
      config: permissionGuard('objectives', 'delete'),
      schema: {
        summary: 'Delete an objective with its key results and check-ins',
        params: IdParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await deleteObjective(db, organizationOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/objectives/:id/key-results',
    {
      config: permissionGuard('key_results', 'read'),
      schema: {
        tags: ['key-results'],
        summary: 'The key results of an objective, in the order they were added',
        params: IdParams,
        response: { 200: z.array(KeyResult) },
      },
    },
    async (request) => listKeyResults(db, organizationOf(request), request.params.id),
  );

  app.post(
    '/objectives/:id/key-results',
    {
      config: permissionGuard('key_results', 'create'),
      schema: {
        tags: ['key-results'],
        summary: 'Add a key result to an objective (its progress follows)',
        params: IdParams,
        body: CreateKeyResultRequest,
        response: { 201: KeyResult },
      },
    },
    async (request, reply) => {
      const keyResult = await createKeyResult(db, organizationOf(request), request.params.id, authOf(request).user.id, personOf(request), request.body);
      return reply.code(201).send(keyResult);
    },
  );
};
