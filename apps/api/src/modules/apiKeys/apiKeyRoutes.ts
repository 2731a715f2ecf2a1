import type { PermissionAction } from '@okr/contract';
import { ApiKey, ApiKeyParams, CreateApiKeyRequest, CreateApiKeyResponse, IdParams, PageQuery } from '@okr/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/AppError';
import { errorResponses } from '../../lib/errorResponses';
import { idParam } from '../../lib/idParam';
import { isUuid } from '../../lib/isUuid';
import { authOf } from '../../plugins/authenticate';
import { auditActorOf } from '../audit/recordAudit';
import { permissionGuard } from '../authorization/RouteGuard';
import { sendPage } from '../okr/paging';
import { organizationOf } from '../settings/organizationOf';
import { createApiKey, listApiKeys, revokeApiKey } from './apiKeyService';

const keysPath = '/organizations/:id/api-keys';
const keyPath = '/organizations/:id/api-keys/:keyId';
/** The `settings` flag in the organization the path names; people only (a key never manages keys). */
const settings = (action: PermissionAction) => permissionGuard('settings', action, idParam, { people: true });

/** API keys of an organization (api-contract.md "API keys"; Pro and Enterprise). */
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    keysPath,
    {
      config: settings('create'),
      schema: {
        summary: 'Create an API key (its secret is in this answer only)',
        description:
          'A key never holds a flag its creator lacks (403 naming it). Free plan: 402 PLAN_LIMIT_REACHED. The secret (`okr_` + 40 base62 characters) is stored only as a hash.',
        params: IdParams,
        body: CreateApiKeyRequest,
        response: { 201: CreateApiKeyResponse, ...errorResponses(402) },
      },
    },
    async (request, reply) => {
      const { user, permissions } = authOf(request);
      const created = await createApiKey(
        db,
        organizationOf(request),
        { userId: user.id, fullName: `${user.first_name} ${user.last_name}`.trim(), permissions },
        request.body,
        auditActorOf(request),
      );
      return reply.code(201).send(created);
    },
  );

  app.get(
    keysPath,
    {
      config: settings('read'),
      schema: {
        summary: "The organization's API keys, newest first, paged (never their secrets)",
        params: IdParams,
        querystring: PageQuery,
        response: { 200: z.array(ApiKey) },
      },
    },
    async (request, reply) => sendPage(request, reply, await listApiKeys(db, organizationOf(request), request.query)),
  );

  app.delete(
    keyPath,
    {
      config: settings('delete'),
      schema: {
        summary: 'Revoke an API key: refused (401) from the very next request',
        params: ApiKeyParams,
        response: { 204: z.null().describe('Revoked') },
      },
    },
    async (request, reply) => {
      if (!isUuid(request.params.keyId)) throw notFound('API key');
      await revokeApiKey(db, organizationOf(request), request.params.keyId, auditActorOf(request));
      return reply.code(204).send(null);
    },
  );
};
