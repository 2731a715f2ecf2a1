import { auditActorOf } from '../audit/recordAudit';
import { apiPaths } from '@okr/contract';
import type { PermissionAction } from '@okr/contract';
import {
  CreateRolePermissionRequest,
  IdParams,
  RoleIdParams,
  RolePermission,
  UpdateRolePermissionRequest,
} from '@okr/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/errorResponses';
import { permissionGuard } from '../authorization/RouteGuard';
import { organizationOf } from './organizationOf';
import {
  createRolePermission,
  deleteRolePermission,
  findRolePermission,
  listRolePermissions,
  toRolePermission,
  updateRolePermission,
} from './rolePermissionService';
import { findRole } from './roleService';

const paths = apiPaths.rolePermissions;
const byIdPath = '/role-permissions/:id';
const settings = (action: PermissionAction) => permissionGuard('settings', action);

/** The role permission calls of product-spec §7 "Role permissions", mounted under /api (`settings` domain). */
export const rolePermissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    paths.list,
    {
      config: settings('read'),
      schema: {
        summary: "The permission rows of the current organization's roles",
        response: { 200: z.array(RolePermission) },
      },
    },
    async (request) => (await listRolePermissions(db, organizationOf(request))).map(toRolePermission),
  );

  app.get(
    '/role-permissions/by-role/:roleId',
    {
      config: settings('read'),
      schema: {
        summary: "The permission rows of one of the current organization's roles",
        params: RoleIdParams,
        response: { 200: z.array(RolePermission) },
      },
    },
    async (request) => {
      const organizationId = organizationOf(request);
      const role = await findRole(db, organizationId, request.params.roleId);
      return (await listRolePermissions(db, organizationId, role.id)).map(toRolePermission);
    },
  );

  app.get(
    byIdPath,
    {
      config: settings('read'),
      schema: {
        summary: 'One permission row',
        params: IdParams,
        response: { 200: RolePermission },
      },
    },
    async (request) => toRolePermission(await findRolePermission(db, organizationOf(request), request.params.id)),
  );

  app.post(
    paths.list,
    {
      config: settings('create'),
      schema: {
        summary: 'Give a role its permission row for one domain',
        body: CreateRolePermissionRequest,
        response: { 201: RolePermission, ...errorResponses(409, 422) },
      },
    },
    async (request, reply) => {
      const row = await createRolePermission(db, organizationOf(request), request.body, auditActorOf(request));
      reply.code(201);
      return toRolePermission(row);
    },
  );

  app.patch(
    byIdPath,
    {
      config: settings('update'),
      schema: {
        summary: 'Change the flags sent (at least one); the default Admin role is locked',
        params: IdParams,
        body: UpdateRolePermissionRequest,
        response: { 200: RolePermission, ...errorResponses(422) },
      },
    },
    async (request) =>
      toRolePermission(
        await updateRolePermission(db, organizationOf(request), request.params.id, request.body, auditActorOf(request)),
      ),
  );

  app.delete(
    byIdPath,
    {
      config: settings('delete'),
      schema: {
        summary: 'Delete a permission row; the default Admin role is locked',
        params: IdParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(422) },
      },
    },
    async (request, reply) => {
      await deleteRolePermission(db, organizationOf(request), request.params.id, auditActorOf(request));
      return reply.code(204).send(null);
    },
  );
};
