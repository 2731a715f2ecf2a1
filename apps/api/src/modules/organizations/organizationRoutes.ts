import { apiPaths } from '@okr/contract';
import { CreateOrganizationRequest, IdParams, Organization, SwitchOrganizationRequest, SwitchOrganizationResponse, UpdateOrganizationRequest, UserOrganization } from '@okr/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../lib/AppError';
import { errorResponses } from '../../lib/errorResponses';
import { idParam } from '../../lib/idParam';
import { authOf } from '../../plugins/authenticate';
import { currentOrganizationOf } from '../../plugins/currentOrganization';
import { auditActorOf } from '../audit/recordAudit';
import { loadAccess } from '../authorization/loadAccess';
import { permissionGuard } from '../authorization/RouteGuard';
import { rolesByOrganization } from '../authorization/userRoles';
import { setCurrentOrganization } from '../users/userRepository';
import { findActiveMembership } from './memberships';
import { findOrganization, listAllOrganizations, listMemberOrganizations } from './organizationQueries';
import { assertMfaPolicyChange } from './assertMfaPolicyChange';
import { createOwnedOrganization, deleteOrganization, updateOrganization } from './organizationService';
import { toOrganization } from './toOrganization';

const paths = apiPaths.organizations;
const byIdPath = '/organizations/:id';
const signedIn = { guard: 'signedIn' } as const;
// PATCH/DELETE /organizations/{id} check the flag in the organization of `:id`, not the current one.
const inOrganizationOfId = (action: 'update' | 'delete') =>
  // Deleting an organization is its Owner's act: an API key never does it.
  permissionGuard('organizations', action, idParam, action === 'delete' ? { people: true } : {});

/** The organization calls of product-spec §7, mounted under /api. */
export const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    paths.list,
    {
      config: signedIn,
      schema: {
        summary: "The caller's organizations (every one for a SuperAdmin)",
        response: { 200: z.array(Organization) },
      },
    },
    async (request) => {
      const { user, isSuperAdmin } = authOf(request);
      const rows = isSuperAdmin
        ? await listAllOrganizations(db)
        : await listMemberOrganizations(db, user.id);
      return rows.map(toOrganization);
    },
  );

  app.get(
    paths.user,
    {
      config: signedIn,
      schema: {
        summary: "The caller's organizations with their membership and roles there",
        response: { 200: z.array(UserOrganization) },
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
      config: signedIn,
      schema: {
        summary: 'Make an organization the current one',
        body: SwitchOrganizationRequest,
        response: { 200: SwitchOrganizationResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { user, sessionId } = authOf(request);
      const { organizationId } = request.body;
      // The roles and permissions there, by the guard's own single statement.
      const target = await loadAccess(db, { userId: user.id, sessionId, organizationId });
      const organization = target?.membership && (await findOrganization(db, organizationId));
      if (!target || !organization) throw notFound('Organization');
      await setCurrentOrganization(db, user.id, organizationId);
      return { organization: toOrganization(organization), userRoles: target.roles, permissions: target.permissions };
    },
  );

  app.get(
    byIdPath,
    {
      config: signedIn,
      schema: {
        summary: 'One organization the caller belongs to',
        params: IdParams,
        response: { 200: Organization, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { user, isSuperAdmin } = authOf(request);
      const { id } = request.params;
      const visible = isSuperAdmin || (await findActiveMembership(db, user.id, id));
      const organization = visible ? await findOrganization(db, id) : undefined;
      if (!organization) throw notFound('Organization');
      return toOrganization(organization);
    },
  );

  app.post(
    paths.list,
    {
      config: signedIn,
      schema: {
        summary: 'Create an organization owned by the caller',
        body: CreateOrganizationRequest,
        response: { 201: Organization },
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
      config: inOrganizationOfId('update'),
      schema: {
        summary: 'Update an organization (needs organizations.update there)',
        description:
          '`requireMfa` and `ssoSatisfiesMfa` also need `settings:update` (403 naming it; people only) and the Pro or Enterprise plan (402); turning `requireMfa` on ' +
          'needs a second factor of your own (422). Members without one then get 403 MFA_ENROLLMENT_REQUIRED on the organization\'s routes; a sign-in through its SSO counts when `ssoSatisfiesMfa` (default true).',
        params: IdParams,
        body: UpdateOrganizationRequest,
        response: { 200: Organization, ...errorResponses(402, 403, 422) },
      },
    },
    async (request) => {
      await assertMfaPolicyChange(request, request.params.id, request.body);
      return toOrganization(await updateOrganization(db, request.params.id, request.body, auditActorOf(request)));
    },
  );

  app.delete(
    byIdPath,
    {
      config: inOrganizationOfId('delete'),
      schema: {
        summary: 'Delete an organization (its Owner only)',
        params: IdParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      if (currentOrganizationOf(request)?.membershipType !== 'Owner') {
        throw forbidden('Only the owner of this organization can delete it');
      }
      await deleteOrganization(db, request.params.id, auditActorOf(request));
      return reply.code(204).send(null);
    },
  );
};
