import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scimCallerOf } from './authenticateScimToken';
import { parseScimFilter } from './parseScimFilter';
import { parseScimPatch } from './parseScimPatch';
import { findScimGroup, filteredScimGroups, groupFilterAttributes, membersOfGroups } from './scimGroupRows';
import { applyScimGroupPatch, scimGroupFromResource } from './scimGroupState';
import { listResponse, scimPage } from './scimPaging';
import { scimActorOf, scimRouteBase } from './scimRouteBase';
import { ScimGetQuery, ScimGroupParams, ScimListQuery, ScimResourceBody } from './scimSchemas';
import { toScimGroup } from './toScimGroup';
import { etagOf } from './toScimUser';
import { createScimGroup, deleteScimGroup, updateScimGroup } from './writeScimGroup';

/** Whether the client asked to leave `members` out (`excludedAttributes=members`, as Entra ID does). */
const withoutMembers = (excluded: string | undefined) => (excluded ?? '').split(',').some((name) => name.trim().toLowerCase() === 'members');

/** RFC 7644 Groups under `/scim/v2`, for the organization of the SCIM token. */
export const scimGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const { routeConfig, base, schema } = scimRouteBase(app, 'Groups');

  async function sendGroup(reply: FastifyReply, organizationId: string, groupId: string, status = 200, excluded?: string) {
    const row = await findScimGroup(db, organizationId, groupId);
    const members = withoutMembers(excluded) ? null : ((await membersOfGroups(db, organizationId, [groupId])).get(groupId) ?? []);
    return reply.code(status).header('etag', etagOf(row.version)).send(toScimGroup(row, base, members));
  }

  app.get(
    '/Groups',
    { config: routeConfig, schema: { ...schema, summary: 'List or filter groups (SCIM)', querystring: ScimListQuery } },
    async (request) => {
      const { organizationId } = scimCallerOf(request);
      const conditions = parseScimFilter(request.query.filter, groupFilterAttributes);
      const page = scimPage(request.query.startIndex, request.query.count);
      const [rows, total] = await Promise.all([
        page.limit === 0 ? [] : filteredScimGroups(db, organizationId, conditions).selectAll().orderBy('seq').offset(page.offset).limit(page.limit).execute(),
        filteredScimGroups(db, organizationId, conditions).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const members = withoutMembers(request.query.excludedAttributes) ? null : await membersOfGroups(db, organizationId, rows.map((row) => row.id));
      return listResponse(rows.map((row) => toScimGroup(row, base, members ? (members.get(row.id) ?? []) : null)), Number(total.n), page);
    },
  );

  app.post(
    '/Groups',
    { config: routeConfig, schema: { ...schema, summary: 'Create a group (SCIM)', body: ScimResourceBody } },
    async (request, reply) => {
      const { organizationId } = scimCallerOf(request);
      const groupId = await createScimGroup(db, organizationId, scimGroupFromResource(request.body), scimActorOf(request));
      reply.header('location', `${base}/Groups/${groupId}`);
      return sendGroup(reply, organizationId, groupId, 201);
    },
  );

  app.get(
    '/Groups/:groupId',
    { config: routeConfig, schema: { ...schema, summary: 'A group (SCIM)', params: ScimGroupParams, querystring: ScimGetQuery } },
    async (request, reply) => sendGroup(reply, scimCallerOf(request).organizationId, request.params.groupId, 200, request.query.excludedAttributes),
  );

  app.put(
    '/Groups/:groupId',
    { config: routeConfig, schema: { ...schema, summary: 'Replace a group and its members (SCIM)', params: ScimGroupParams, body: ScimResourceBody } },
    async (request, reply) => {
      const { organizationId } = scimCallerOf(request);
      const next = scimGroupFromResource(request.body);
      await updateScimGroup(db, organizationId, request.params.groupId, request.headers['if-match'], () => next, scimActorOf(request));
      return sendGroup(reply, organizationId, request.params.groupId);
    },
  );

  app.patch(
    '/Groups/:groupId',
    { config: routeConfig, schema: { ...schema, summary: 'Change a group or its members (SCIM PatchOp)', params: ScimGroupParams, body: ScimResourceBody } },
    async (request, reply) => {
      const { organizationId } = scimCallerOf(request);
      const operations = parseScimPatch(request.body);
      await updateScimGroup(db, organizationId, request.params.groupId, request.headers['if-match'], (current) => applyScimGroupPatch(current, operations), scimActorOf(request));
      return sendGroup(reply, organizationId, request.params.groupId);
    },
  );

  app.delete(
    '/Groups/:groupId',
    { config: routeConfig, schema: { ...schema, summary: 'Delete a group (SCIM); its members keep their accounts', params: ScimGroupParams } },
    async (request, reply) => {
      const { organizationId } = scimCallerOf(request);
      await deleteScimGroup(db, organizationId, request.params.groupId, request.headers['if-match'], scimActorOf(request));
      return reply.code(204).send();
    },
  );
};
