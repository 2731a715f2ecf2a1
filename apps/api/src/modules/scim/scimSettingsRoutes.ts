import type { PermissionAction } from '@okr/contract';
import {
  CreateScimTokenResponse,
  IdParams,
  PageQuery,
  ScimEventList,
  ScimEventQuery,
  ScimGroup,
  ScimGroupParams,
  ScimToken,
  ScimTokenParams,
  SetScimGroupRoleRequest,
} from '@okr/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/AppError';
import { errorResponses } from '../../lib/errorResponses';
import { idParam } from '../../lib/idParam';
import { isUuid } from '../../lib/isUuid';
import { auditActorOf } from '../audit/recordAudit';
import { permissionGuard } from '../authorization/RouteGuard';
import { sendPage } from '../okr/paging';
import { organizationOf } from '../settings/organizationOf';
import { listScimEvents } from './listScimEvents';
import { listScimGroupMappings, setScimGroupRole } from './scimGroupMapping';
import { createScimToken, listScimTokens, revokeScimToken } from './scimTokenService';

/** The `settings` flag in the organization the path names; people only, like API keys. */
const settings = (action: PermissionAction) => permissionGuard('settings', action, idParam, { people: true });

/** SCIM in an organization's settings (api-contract.md "SCIM 2.0 provisioning"): tokens, group → role, recent events. */
export const scimSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    '/organizations/:id/scim-tokens',
    {
      config: settings('create'),
      schema: {
        summary: 'Create a SCIM token (its secret is in this answer only)',
        description: 'Enterprise plan only (402 PLAN_LIMIT_REACHED otherwise). The secret (`scim_` + 40 base62 characters) is stored only as a hash; it authenticates `/scim/v2` for this organization.',
        params: IdParams,
        response: { 201: CreateScimTokenResponse, ...errorResponses(402) },
      },
    },
    async (request, reply) => reply.code(201).send(await createScimToken(db, organizationOf(request), auditActorOf(request))),
  );

  app.get(
    '/organizations/:id/scim-tokens',
    {
      config: settings('read'),
      schema: {
        summary: "The organization's SCIM tokens, newest first, paged (never their secrets)",
        params: IdParams,
        querystring: PageQuery,
        response: { 200: z.array(ScimToken) },
      },
    },
    async (request, reply) => sendPage(request, reply, await listScimTokens(db, organizationOf(request), request.query)),
  );

  app.delete(
    '/organizations/:id/scim-tokens/:tokenId',
    {
      config: settings('delete'),
      schema: {
        summary: 'Revoke a SCIM token: refused (401) from the very next request',
        params: ScimTokenParams,
        response: { 204: z.null().describe('Revoked') },
      },
    },
    async (request, reply) => {
      if (!isUuid(request.params.tokenId)) throw notFound('SCIM token');
      await revokeScimToken(db, organizationOf(request), request.params.tokenId, auditActorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/organizations/:id/scim-groups',
    {
      config: settings('read'),
      schema: {
        summary: 'The groups the identity provider pushed, with the role each maps to',
        params: IdParams,
        response: { 200: z.array(ScimGroup) },
      },
    },
    async (request) => listScimGroupMappings(db, organizationOf(request)),
  );

  app.put(
    '/organizations/:id/scim-groups/:groupId/role',
    {
      config: settings('update'),
      schema: {
        summary: "Map a SCIM group to one of the organization's roles (null: unmapped)",
        description: "The group's provisioned members then hold the roles of their mapped groups, or the default role when none is mapped; the owner's roles never change.",
        params: ScimGroupParams,
        body: SetScimGroupRoleRequest,
        response: { 200: ScimGroup },
      },
    },
    async (request) => setScimGroupRole(db, organizationOf(request), request.params.groupId, request.body.roleId, auditActorOf(request)),
  );

  app.get(
    '/organizations/:id/scim-events',
    {
      config: settings('read'),
      schema: {
        summary: 'The latest SCIM events: who was provisioned, changed or removed, by which token',
        params: IdParams,
        querystring: ScimEventQuery,
        response: { 200: ScimEventList },
      },
    },
    async (request) => listScimEvents(db, organizationOf(request), request.query.limit),
  );
};
