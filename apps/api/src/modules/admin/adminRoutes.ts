import { apiPaths } from '@okr/contract';
import {
  AdminAuditEventQuery,
  AdminOrganizationDetail,
  AdminOrganizationList,
  AdminOrganizationQuery,
  AdminStats,
  AdminUser,
  AdminUserList,
  AdminUserQuery,
  AuditEventList,
  IdParams,
  UpdateAdminOrganizationRequest,
  UpdateAdminUserRequest,
} from '@okr/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/errorResponses';
import { auditActorOf } from '../audit/recordAudit';
import { exportAuditEventsCsv, listAuditEvents } from '../audit/auditQueries';
import { getAdminOrganization, listAdminOrganizations, updateAdminOrganization } from './adminOrganizations';
import { adminStats } from './adminStats';
import { getAdminUser, listAdminUsers, setUserActive } from './adminUsers';

const paths = apiPaths.admin;
const superAdmin = { guard: 'superAdmin' } as const;
const CsvQuery = AdminAuditEventQuery.omit({ page: true, pageSize: true, sort: true });

/** The super-administrator area's calls (api-contract.md `/admin/**`), mounted under /api; every one SuperAdmin only. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    paths.stats,
    {
      config: superAdmin,
      schema: {
        summary: 'Product figures and the last 90 days of sign-ups and active users',
        response: { 200: AdminStats },
      },
    },
    async () => adminStats(db),
  );

  app.get(
    paths.organizations,
    {
      config: superAdmin,
      schema: {
        summary: 'Every organization, paginated; `q` is a name prefix; `sort` name|plan|members|createdAt (- for descending)',
        querystring: AdminOrganizationQuery,
        response: { 200: AdminOrganizationList },
      },
    },
    async (request) => listAdminOrganizations(db, request.query),
  );

  app.get(
    '/admin/organizations/:id',
    {
      config: superAdmin,
      schema: {
        summary: 'One organization with its members and owner',
        params: IdParams,
        response: { 200: AdminOrganizationDetail, ...errorResponses(404) },
      },
    },
    async (request) => getAdminOrganization(db, request.params.id),
  );

  app.patch(
    '/admin/organizations/:id',
    {
      config: superAdmin,
      schema: {
        summary: "Change an organization's plan and monthly AI credits (null: the plan's default), or verify a domain of its single sign-on connection",
        description: '`verifySsoDomain` marks that domain of the organization’s connection verified without the DNS check (422 when the connection does not list it).',
        params: IdParams,
        body: UpdateAdminOrganizationRequest,
        response: { 200: AdminOrganizationDetail, ...errorResponses(404, 422) },
      },
    },
    async (request) => updateAdminOrganization(db, request.params.id, request.body, auditActorOf(request)),
  );

  app.get(
    paths.users,
    {
      config: superAdmin,
      schema: {
        summary:
          'Every user, paginated; `q` is a prefix of the email, first, last or full name; `sort` name|email|createdAt',
        querystring: AdminUserQuery,
        response: { 200: AdminUserList },
      },
    },
    async (request) => listAdminUsers(db, request.query),
  );

  app.get(
    '/admin/users/:id',
    {
      config: superAdmin,
      schema: {
        summary: 'One user with their organizations and roles',
        params: IdParams,
        response: { 200: AdminUser, ...errorResponses(404) },
      },
    },
    async (request) => getAdminUser(db, request.params.id),
  );

  app.patch(
    '/admin/users/:id',
    {
      config: superAdmin,
      schema: {
        summary: 'Deactivate (ends their sessions at once) or reactivate a user; never the last active super admin (422)',
        params: IdParams,
        body: UpdateAdminUserRequest,
        response: { 200: AdminUser, ...errorResponses(404, 422) },
      },
    },
    async (request) => setUserActive(db, request.params.id, request.body.isActive, auditActorOf(request)),
  );

  app.get(
    paths.auditEvents,
    {
      config: superAdmin,
      schema: {
        summary: 'The whole audit trail, newest first; filters action, actorId, organizationId, targetType, from, to, q (actor email prefix)',
        querystring: AdminAuditEventQuery,
        response: { 200: AuditEventList },
      },
    },
    async (request) => listAuditEvents(db, request.query),
  );

  app.get(
    `${paths.auditEvents}.csv`,
    {
      config: superAdmin,
      schema: {
        summary: 'The audit entries matching the same filters as CSV (newest first, at most 10,000)',
        querystring: CsvQuery,
        produces: ['text/csv'],
        // Its answer is CSV: only the errors are described (those of its guard and query, added for it).
        response: {},
      },
    },
    async (request, reply) => {
      const csv = await exportAuditEventsCsv(db, request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-${day}.csv"`)
        .send(csv);
    },
  );
};
