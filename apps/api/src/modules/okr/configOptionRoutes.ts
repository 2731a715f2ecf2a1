import {
  ConfigOption,
  ConfigOptionQuery,
  CreateConfigOptionRequest,
  Dashboard,
  IdParams,
  PeriodFilterQuery,
  UpdateConfigOptionRequest,
} from '@okr/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/errorResponses';
import { authOf } from '../../plugins/authenticate';
import { permissionGuard } from '../authorization/RouteGuard';
import { organizationOf } from '../settings/organizationOf';
import { createConfigOption, deleteConfigOption, listConfigOptions, updateConfigOption } from './configOptionService';
import { cachedDashboard } from './dashboardService';
import { findPeriod } from '../periods/periodService';


/**
 * Config options (reads: `objectives:read`, since every objective form offers them; writes:
 * `settings`, api-contract.md) and the dashboard (`objectives:read`), under /api.
 */
export const configOptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const dashboardOf = cachedDashboard(db);

  app.get(
    '/config-options',
    {
      config: permissionGuard('objectives', 'read'),
      schema: {
        summary: 'The Global options (the spec’s enumerations) and the organization’s own; `?kind=` filters',
        querystring: ConfigOptionQuery,
        response: { 200: z.array(ConfigOption) },
      },
    },
    async (request) => listConfigOptions(db, organizationOf(request), request.query.kind),
  );

  app.post(
    '/config-options',
    {
      config: permissionGuard('settings', 'create'),
      schema: {
        summary: 'Add an option of the organization (scope Organization by default; Global answers 422)',
        body: CreateConfigOptionRequest,
        response: { 201: ConfigOption, ...errorResponses(409, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(await createConfigOption(db, organizationOf(request), request.body)),
  );

  app.patch(
    '/config-options/:id',
    {
      config: permissionGuard('settings', 'update'),
      schema: {
        summary: 'Rename an organization option (objectives classified with it follow); Global options answer 422',
        params: IdParams,
        body: UpdateConfigOptionRequest,
        response: { 200: ConfigOption, ...errorResponses(409, 422) },
      },
    },
    async (request) => updateConfigOption(db, organizationOf(request), request.params.id, request.body),
  );

  app.delete(
    '/config-options/:id',
    {
      config: permissionGuard('settings', 'delete'),
      schema: {
        summary: 'Delete an organization option; Global options answer 422',
        params: IdParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(422) },
      },
    },
    async (request, reply) => {
      await deleteConfigOption(db, organizationOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/dashboard',
    {
      config: permissionGuard('objectives', 'read'),
      schema: {
        tags: ['dashboard'],
        summary:
          'The current organization at a glance: objectives by status, average progress, key results at risk, initiatives and tasks by status, my items; `?periodId=` keeps one period (its objectives, their key results, the initiatives serving them)',
        querystring: PeriodFilterQuery,
        response: { 200: Dashboard },
      },
    },
    async (request, reply) => {
      const organizationId = organizationOf(request);
      const { periodId } = request.query;
      // An unknown period answers 404 before the cache, which only ever keys known ones.
      if (periodId !== undefined) await findPeriod(db, organizationId, periodId);
      const body = await dashboardOf(organizationId, authOf(request).user.id, undefined, periodId);
      // The cached bytes of the JSON its schema describes: Fastify sends a Buffer as it is.
      return reply.type('application/json; charset=utf-8').send(body as unknown as Dashboard);
    },
  );
};
