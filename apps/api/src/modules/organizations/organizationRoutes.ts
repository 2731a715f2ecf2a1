import { apiPaths } from '@okr/contract';
import { CreateOrganizationRequest, IdParams, Organization, SwitchOrganizationRequest, SwitchOrganizationResponse, UpdateOrganizationRequest, UserOrganization } from '@okr/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../lib/AppError';
import { bearerAuth, errorResponses } from '../../lib/errorResponses';
import { idParam } from '../../lib/idParam';
import { authOf, authenticate } from '../../plugins/authenticate';
import { permissionsIn } from '../authorization/permissionsIn';
import { requirePermission } from '../authorization/requirePermission';
import { isSuperAdmin, rolesByOrganization, sessionRoles } from '../authorization/userRoles';
import { setCurrentOrganization } from '../users/userRepository';
import { findActiveMembership } from './memberships';
import { findOrganization, listAllOrganizations, listMemberOrganizations } from './organizationQueries';
import { createOwnedOrganization, deleteOrganization, updateOrganization } from './organizationService';
import { toOrganization } from './toOrganization';

const paths = apiPaths.organizations;
const byIdPath = '/organizations/:id';
const schemaBase = { tags: ['organizations'], security: bearerAuth };
const byId = { organizationId: idParam };

/** The organization calls of product-spec §7, mounted under /api. */
export const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  // Every route here is signed-in: authenticate before the body is parsed or validated, so that a
  // caller without a session gets 401, never a 400 describing the payload.
  app.addHook('onRequest', authenticate);

  app.get(
    paths.list,
    {
      schema: {
        ...schemaBase,
        summary: "The caller's organizations (every one for a SuperAdmin)",
        response: { 200: z.array(Organization), ...errorResponses(401) },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const rows = (await isSuperAdmin(db, user.id))
        ? await listAllOrganizations(db)
        : await listMemberOrganizations(db, user.id);
      return rows.map(toOrganization);
    },
  );

  app.get(
    paths.user,
    {
      schema: {
        ...schemaBase,
        summary: "The caller's organizations with their membership and roles there",
        response: { 200: z.array(UserOrganization), ...errorResponses(401) },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const rows = await listMemberOrganizations(db, user.id);
      const roles = await rolesByOrganization(
        db,
        user.id,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({
        ...toOrganization(row),
        membershipType: row.membership_type,
        roles: roles.get(row.id) ?? [],
      }));
    },
  );

  app.post(
    paths.switch,
    {
      schema: {
        ...schemaBase,
        summary: 'Make an organization the current one',
        body: SwitchOrganizationRequest,
        response: { 200: SwitchOrganizationResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const { organizationId } = request.body;
      const membership = await findActiveMembership(db, user.id, organizationId);
      const organization = membership && (await findOrganization(db, organizationId));
      if (!organization) throw notFound('Organization');
      await setCurrentOrganization(db, user.id, organizationId);
      const [userRoles, permissions] = await Promise.all([
        sessionRoles(db, user.id, organizationId),
        permissionsIn(db, user.id, organizationId),
      ]);
      return { organization: toOrganization(organization), userRoles, permissions };
    },
  );

  app.get(
    byIdPath,
    {
      schema: {
        ...schemaBase,
        summary: 'One organization the caller belongs to',
        params: IdParams,
        response: { 200: Organization, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const { id } = request.params;
      const visible = (await findActiveMembership(db, user.id, id)) ?? (await isSuperAdmin(db, user.id));
      const organization = visible ? await findOrganization(db, id) : undefined;
      if (!organization) throw notFound('Organization');
      return toOrganization(organization);
    },
  );

  app.post(
    paths.list,
    {
      schema: {
        ...schemaBase,
        summary: 'Create an organization owned by the caller',
        body: CreateOrganizationRequest,
        response: { 201: Organization, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const organization = await createOwnedOrganization(db, authOf(request).user, request.body);
      reply.code(201);
      return toOrganization(organization);
    },
  );

  app.patch(
    byIdPath,
    {
      preHandler: requirePermission('organizations', 'update', byId),
      schema: {
        ...schemaBase,
        summary: 'Update an organization (needs organizations.update there)',
        params: IdParams,
        body: UpdateOrganizationRequest,
        response: { 200: Organization, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => toOrganization(await updateOrganization(db, request.params.id, request.body)),
  );

  app.delete(
    byIdPath,
    {
      preHandler: requirePermission('organizations', 'delete', byId),
      schema: {
        ...schemaBase,
        summary: 'Delete an organization (its Owner only)',
        params: IdParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      if (request.currentOrganization?.membershipType !== 'Owner') {
        throw forbidden('Only the owner of this organization can delete it');
      }
      await deleteOrganization(db, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
