import { apiPaths } from '@okr/contract';
import type { PermissionAction } from '@okr/contract';
import {
  AddMemberRequest,
  IdParams,
  MemberParams,
  MessageResponse,
  OrganizationMember,
  OrganizationUser,
  RoleRef,
  SetMemberRolesRequest,
  UserListQuery,
  UserSearchQuery,
  UserSearchResult,
} from '@okr/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, rateLimited } from '../../lib/AppError';
import { consumeRateLimit } from '../../lib/consumeRateLimit';
import { errorResponses } from '../../lib/errorResponses';
import { idParam } from '../../lib/idParam';
import { authOf } from '../../plugins/authenticate';
import { auditActorOf } from '../audit/recordAudit';
import { permissionGuard } from '../authorization/RouteGuard';
import { findActiveMembership } from '../organizations/memberships';
import { addMemberWithRole, listMembers, memberRoles, removeMember, searchUsers, setMemberRoles } from './memberService';
import { sendPage } from '../okr/paging';
import { organizationOf } from './organizationOf';
import { listOrganizationUsers } from './userListService';

const membersPath = '/organizations/:id/users';
const memberPath = '/organizations/:id/users/:userId';
const memberRolesPath = '/organizations/:id/users/:userId/roles';
/** The `users` flag, checked in the organization the path names. */
const users = (action: PermissionAction) => permissionGuard('users', action, idParam);

/** User searches per user and minute (the add-user dialog searches as the email is typed). */
export const USER_SEARCH_RATE_LIMIT = { max: 60, windowSeconds: 60 };

/** The member and user search calls of product-spec §7, mounted under /api (`users` domain). */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    membersPath,
    {
      config: users('read'),
      schema: {
        summary: "The organization's members",
        params: IdParams,
        response: { 200: z.array(OrganizationMember) },
      },
    },
    async (request) => listMembers(db, organizationOf(request)),
  );

  app.post(
    membersPath,
    {
      config: users('create'),
      schema: {
        summary: 'Add an existing user with one of the Application roles (never SuperAdmin)',
        params: IdParams,
        body: AddMemberRequest,
        response: { 201: MessageResponse, ...errorResponses(409, 422) },
      },
    },
    async (request, reply) => {
      await addMemberWithRole(
        db,
        organizationOf(request),
        request.body.userId,
        request.body.roleType,
        auditActorOf(request),
      );
      reply.code(201);
      return { message: 'User added to organization successfully' };
    },
  );

  app.delete(
    memberPath,
    {
      config: users('delete'),
      schema: {
        summary: 'Remove a member (never the Owner) and their roles there',
        params: MemberParams,
        response: { 204: z.null().describe('Removed'), ...errorResponses(422) },
      },
    },
    async (request, reply) => {
      await removeMember(db, organizationOf(request), request.params.userId, auditActorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    memberRolesPath,
    {
      config: users('read'),
      schema: {
        summary: "A member's roles in the organization",
        params: MemberParams,
        response: { 200: z.array(RoleRef) },
      },
    },
    async (request) => memberRoles(db, organizationOf(request), request.params.userId),
  );

  app.put(
    memberRolesPath,
    {
      config: users('update'),
      schema: {
        summary: "Replace a member's roles with Application and Custom roles of the organization",
        params: MemberParams,
        body: SetMemberRolesRequest,
        response: { 200: z.array(RoleRef), ...errorResponses(422) },
      },
    },
    async (request) =>
      setMemberRoles(db, organizationOf(request), request.params.userId, request.body.roleIds, auditActorOf(request)),
  );

  app.get(
    apiPaths.users.list,
    {
      config: permissionGuard('users', 'read'),
      schema: {
        summary: 'The current organization’s members with their roles and what they own, by name, paged',
        description:
          'Search `q` (name and email). Paged: `limit` (default 100, at most 200) and `cursor`; the next page is in the `Link` header (rel="next"), the total in `X-Total-Count`. `owns` counts objectives, key results and initiatives owned and tasks assigned, over every row.',
        querystring: UserListQuery,
        response: { 200: z.array(OrganizationUser) },
      },
    },
    async (request, reply) => sendPage(request, reply, await listOrganizationUsers(db, organizationOf(request), request.query)),
  );

  app.get(
    apiPaths.users.search,
    {
      config: permissionGuard('users', 'read'),
      schema: {
        summary: 'Users whose email is or starts with `email`, never members of `excludeOrgId`',
        querystring: UserSearchQuery,
        response: { 200: z.array(UserSearchResult), ...errorResponses(429) },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      organizationOf(request);
      const { email, excludeOrgId } = request.query;
      // Only an organization the caller belongs to: its member list is not learned by elimination.
      if (excludeOrgId !== undefined && !(await findActiveMembership(db, user.id, excludeOrgId))) {
        throw notFound('Organization');
      }
      const limit = await consumeRateLimit(db, `user-search:${user.id}`, USER_SEARCH_RATE_LIMIT);
      if (!limit.allowed) throw rateLimited(limit.retryAfterSeconds);
      return searchUsers(db, email, excludeOrgId);
    },
  );
};
