import { auditActorOf } from '../audit/recordAudit';
import { apiPaths, canDo, missingPermissionMessage } from '@okr/contract';
import type { PermissionAction } from '@okr/contract';
import { CreateRoleRequest, IdParams, OrgIdParams, Role, UpdateRoleRequest } from '@okr/contract/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../lib/AppError';
import { errorResponses } from '../../lib/errorResponses';
import { authOf } from '../../plugins/authenticate';
import { loadAccess } from '../authorization/loadAccess';
import { permissionGuard } from '../authorization/RouteGuard';
import { organizationOf } from './organizationOf';
import { createRole, deleteRole, findRole, listRoles, toRole, updateRole } from './roleService';

const paths = apiPaths.roles;
const byIdPath = '/roles/:id';
const settings = (action: PermissionAction) => permissionGuard('settings', action);
const orgIdParam = (request: FastifyRequest) => (request.params as { orgId: string }).orgId;

/** The role calls of product-spec §7 "Roles", mounted under /api (`settings` domain). */
export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    paths.list,
    {
      config: settings('read'),
      schema: {
        summary: "The current organization's Application and Custom roles",
        response: { 200: z.array(Role) },
      },
    },
    async (request) => (await listRoles(db, organizationOf(request))).map(toRole),
  );

  app.get(
    '/roles/organization/:orgId',
    {
      config: permissionGuard('settings', 'read', orgIdParam),
      schema: {
        summary: "An organization's Application and Custom roles (the caller must be a member)",
        params: OrgIdParams,
        response: { 200: z.array(Role) },
      },
    },
    async (request) => (await listRoles(db, organizationOf(request))).map(toRole),
  );

  app.get(
    byIdPath,
    {
      config: settings('read'),
      schema: {
        summary: "One of the current organization's roles",
        params: IdParams,
        response: { 200: Role },
      },
    },
    async (request) => toRole(await findRole(db, organizationOf(request), request.params.id)),
  );

  app.post(
    paths.list,
    {
      config: settings('create'),
      schema: {
        summary: 'Create a Custom role (in the current organization unless organizationId names another)',
        body: CreateRoleRequest,
        response: { 201: Role, ...errorResponses(409, 422) },
      },
    },
    async (request, reply) => {
      const current = organizationOf(request);
      const organizationId = request.body.organizationId ?? current;
      if (organizationId !== current) {
        // Another organization named in the body: the same guard, checked there.
        const { user, sessionId } = authOf(request);
        const there = await loadAccess(db, { userId: user.id, sessionId, organizationId });
        if (!there?.membership) throw notFound('Organization');
        if (!canDo(there.permissions, 'settings', 'create')) {
          throw forbidden(missingPermissionMessage('settings', 'create'));
        }
      }
      const role = await createRole(db, organizationId, request.body, auditActorOf(request));
      reply.code(201);
      return toRole(role);
    },
  );

  app.patch(
    byIdPath,
    {
      config: settings('update'),
      schema: {
        summary: "Rename or describe a Custom role (the category never changes)",
        params: IdParams,
        body: UpdateRoleRequest,
        response: { 200: Role, ...errorResponses(409, 422) },
      },
    },
    async (request) =>
      toRole(await updateRole(db, organizationOf(request), request.params.id, request.body, auditActorOf(request))),
  );

  app.delete(
    byIdPath,
    {
      config: settings('delete'),
      schema: {
        summary: 'Delete a Custom role with its permission rows and its members’ grants',
        params: IdParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(422) },
      },
    },
    async (request, reply) => {
      await deleteRole(db, organizationOf(request), request.params.id, auditActorOf(request));
      return reply.code(204).send(null);
    },
  );
};
