import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scimCallerOf } from './authenticateScimToken';
import { parseScimFilter } from './parseScimFilter';
import { parseScimPatch } from './parseScimPatch';
import { provisionScimUser } from './provisionScimUser';
import { scimActorOf, scimRouteBase } from './scimRouteBase';
import { listResponse, scimPage } from './scimPaging';
import { findScimUser, filteredScimUsers, groupsOfUsers, userFilterAttributes } from './scimUserRows';
import { ScimListQuery, ScimGetQuery, ScimResourceBody, ScimUserParams } from './scimSchemas';
import { applyScimUserPatch, scimUserFromResource } from './scimUserState';
import { etagOf, toScimUser } from './toScimUser';
import { deleteScimUser, updateScimUser } from './updateScimUser';

/** RFC 7644 Users under `/scim/v2`, for the organization of the SCIM token. */
export const scimUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const { routeConfig, base, schema } = scimRouteBase(app, 'Users');

  async function sendUser(reply: FastifyReply, organizationId: string, userId: string, status = 200) {
    const row = await findScimUser(db, organizationId, userId);
    const groups = (await groupsOfUsers(db, organizationId, [userId])).get(userId) ?? [];
    const user = toScimUser(row, base, groups);
    return reply.code(status).header('etag', etagOf(row.version)).send(user);
  }

  app.get(
    '/Users',
    { config: routeConfig, schema: { ...schema, summary: 'List or filter users (SCIM)', querystring: ScimListQuery } },
    async (request) => {
      const { organizationId } = scimCallerOf(request);
      const conditions = parseScimFilter(request.query.filter, userFilterAttributes);
      const page = scimPage(request.query.startIndex, request.query.count);
      const [rows, total] = await Promise.all([
        page.limit === 0 ? [] : filteredScimUsers(db, organizationId, conditions).orderBy('scim_users.seq').offset(page.offset).limit(page.limit).execute(),
        filteredScimUsers(db, organizationId, conditions).clearSelect().select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const groups = await groupsOfUsers(db, organizationId, rows.map((row) => row.id));
      return listResponse(rows.map((row) => toScimUser(row, base, groups.get(row.id))), Number(total.n), page);
    },
  );

  app.post(
    '/Users',
    { config: routeConfig, schema: { ...schema, summary: 'Provision a user (SCIM)', body: ScimResourceBody } },
    async (request, reply) => {
      const { organizationId } = scimCallerOf(request);
      const userId = await provisionScimUser(db, organizationId, scimUserFromResource(request.body), scimActorOf(request));
      reply.header('location', `${base}/Users/${userId}`);
      return sendUser(reply, organizationId, userId, 201);
    },
  );

  app.get(
    '/Users/:userId',
    { config: routeConfig, schema: { ...schema, summary: 'A user (SCIM)', params: ScimUserParams, querystring: ScimGetQuery } },
    async (request, reply) => sendUser(reply, scimCallerOf(request).organizationId, request.params.userId),
  );

  app.put(
    '/Users/:userId',
    { config: routeConfig, schema: { ...schema, summary: 'Replace a user (SCIM)', params: ScimUserParams, body: ScimResourceBody } },
    async (request, reply) => {
      const { organizationId } = scimCallerOf(request);
      const next = scimUserFromResource(request.body);
      await updateScimUser(db, organizationId, request.params.userId, request.headers['if-match'], () => next, scimActorOf(request));
      return sendUser(reply, organizationId, request.params.userId);
    },
  );

  app.patch(
    '/Users/:userId',
    {
      config: routeConfig,
      schema: { ...schema, summary: 'Change a user (SCIM PatchOp): `active: false` deprovisions them here', params: ScimUserParams, body: ScimResourceBody },
    },
    async (request, reply) => {
      const { organizationId } = scimCallerOf(request);
      const operations = parseScimPatch(request.body);
      await updateScimUser(db, organizationId, request.params.userId, request.headers['if-match'], (current) => applyScimUserPatch(current, operations), scimActorOf(request));
      return sendUser(reply, organizationId, request.params.userId);
    },
  );

  app.delete(
    '/Users/:userId',
    { config: routeConfig, schema: { ...schema, summary: 'Deprovision a user (SCIM): membership deactivated, never the owner (409)', params: ScimUserParams } },
    async (request, reply) => {
      const { organizationId } = scimCallerOf(request);
      await deleteScimUser(db, organizationId, request.params.userId, request.headers['if-match'], scimActorOf(request));
      return reply.code(204).send();
    },
  );
};
