import { apiPaths } from '@okr/contract';
import { AuditEventList, AuditEventQuery } from '@okr/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { permissionGuard } from '../authorization/RouteGuard';
import { organizationOf } from '../settings/organizationOf';
import { listAuditEvents } from './auditQueries';

/** GET /audit-events: the current organization's trail, for its Admins (`settings:read`) and partners' portals. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    apiPaths.auditEvents,
    {
      config: permissionGuard('settings', 'read'),
      schema: {
        summary: "The current organization's audit entries, newest first, paginated",
        querystring: AuditEventQuery,
        response: { 200: AuditEventList },
      },
    },
    async (request) => listAuditEvents(db, { ...request.query, organizationId: organizationOf(request) }),
  );
};
