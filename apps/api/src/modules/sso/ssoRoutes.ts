import type { PermissionAction } from '@okr/contract';
import { IdParams, SsoConnection, SsoConnectionInput, SsoDomainParams, SsoVerifyDomainAnswer } from '@okr/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/errorResponses';
import { idParam } from '../../lib/idParam';
import { auditActorOf } from '../audit/recordAudit';
import { permissionGuard } from '../authorization/RouteGuard';
import { organizationOf } from '../settings/organizationOf';
import { deleteConnection, requireEnterprise, saveConnection, ssoConnectionView } from './ssoConnections';
import { verifySsoDomain } from './verifySsoDomain';

const connectionPath = '/organizations/:id/sso';
/** The `settings` flag in the organization the path names; people only (an API key never manages sign-in). */
const settings = (action: PermissionAction) => permissionGuard('settings', action, idParam, { people: true });

/** An organization's single sign-on connection (api-contract.md "Single sign-on"; Enterprise). */
export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    connectionPath,
    {
      config: settings('read'),
      schema: {
        summary: 'The OpenID Connect connection (never its client secret), its domains with their TXT records, and the redirect URI to register',
        description: 'Below Enterprise: 402 PLAN_LIMIT_REACHED. 404 when the organization has no connection.',
        params: IdParams,
        response: { 200: SsoConnection, ...errorResponses(402) },
      },
    },
    async (request) => {
      const organizationId = organizationOf(request);
      await requireEnterprise(db, organizationId);
      return ssoConnectionView(db, organizationId, app.sso.redirectUri);
    },
  );

  app.put(
    connectionPath,
    {
      config: settings('update'),
      schema: {
        summary: 'Create or replace the connection; the issuer’s discovery document is fetched (422 when it cannot be used)',
        description:
          'The code is exchanged with client_secret_basic. `clientSecret` may be left out to keep the stored one (400 on the first save). A domain another organization lists answers 409. Domains kept keep their verification; new ones start unverified with a new TXT token. Below Enterprise: 402.',
        params: IdParams,
        body: SsoConnectionInput,
        response: { 200: SsoConnection, ...errorResponses(402, 409, 422) },
      },
    },
    async (request) => saveConnection(db, organizationOf(request), request.body, app.sso, auditActorOf(request)),
  );

  app.delete(
    connectionPath,
    {
      config: settings('delete'),
      schema: {
        summary: 'Remove the connection and its domains (on any plan)',
        params: IdParams,
        response: { 204: z.null().describe('Removed') },
      },
    },
    async (request, reply) => {
      await deleteConnection(db, organizationOf(request), auditActorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${connectionPath}/domains/:domain/verify`,
    {
      config: permissionGuard('settings', 'update', idParam, { people: true, contractAction: true }),
      schema: {
        summary: 'Check the DNS TXT record okr-verification=<token> on a domain of the connection',
        description:
          'Asks the resolvers of OKR_DNS_SERVERS (else the system’s). 200 `{ domain, verified: true }`; 422 naming the record expected and the TXT values found (`details: { domain, expected, found }`), or a domain the connection does not list. Below Enterprise: 402.',
        params: SsoDomainParams,
        response: { 200: SsoVerifyDomainAnswer, ...errorResponses(402, 422) },
      },
    },
    async (request) => verifySsoDomain(db, organizationOf(request), request.params.domain, app.sso.config, auditActorOf(request)),
  );
};
