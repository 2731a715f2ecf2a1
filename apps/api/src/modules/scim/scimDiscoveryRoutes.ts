import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resourceTypes, schemaDocuments, serviceProviderConfig } from './scimDiscovery';
import { ScimError } from './ScimError';
import { listResponse } from './scimPaging';
import { scimRouteBase } from './scimRouteBase';
import { ScimDocumentParams } from './scimSchemas';

/** RFC 7644 §4: what this server supports, behind the same token as the rest. */
export const scimDiscoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { routeConfig, base, schema } = scimRouteBase(app, 'Discovery');
  const types = resourceTypes(base);
  const schemas = schemaDocuments(base);
  const all = <T>(items: T[]) => listResponse(items, items.length, { offset: 0, limit: items.length, startIndex: 1 });

  app.get('/ServiceProviderConfig', { config: routeConfig, schema: { ...schema, summary: 'ServiceProviderConfig (SCIM)' } }, async () => serviceProviderConfig(base));
  app.get('/ResourceTypes', { config: routeConfig, schema: { ...schema, summary: 'ResourceTypes (SCIM)' } }, async () => all(types));
  app.get(
    '/ResourceTypes/:documentId',
    { config: routeConfig, schema: { ...schema, summary: 'One ResourceType (SCIM)', params: ScimDocumentParams } },
    async (request) => types.find((type) => type.id === request.params.documentId) ?? Promise.reject(new ScimError(404, 'Resource type not found')),
  );
  app.get('/Schemas', { config: routeConfig, schema: { ...schema, summary: 'Schemas (SCIM)' } }, async () => all(schemas));
  app.get(
    '/Schemas/:documentId',
    { config: routeConfig, schema: { ...schema, summary: 'One Schema (SCIM)', params: ScimDocumentParams } },
    async (request) => schemas.find((document) => document.id === request.params.documentId) ?? Promise.reject(new ScimError(404, 'Schema not found')),
  );
};
