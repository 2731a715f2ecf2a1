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
        summary: 'The connection (OpenID Connect or SAML 2.0; never a secret), its domains with their TXT records, and what to register at the provider',
        description: 'For SAML: `spEntityId`, `acsUrl` and `spMetadataUrl` to give the IdP, and the IdP’s entity id, sign-in URL and certificates (SHA-256 fingerprint, end of validity). Below Enterprise: 402 PLAN_LIMIT_REACHED. 404 when the organization has no connection.',
        params: IdParams,
        response: { 200: SsoConnection, ...errorResponses(402) },
      },
    },
    async (request) => {
      const organizationId = organizationOf(request);
      await requireEnterprise(db, organizationId);
      return ssoConnectionView(db, organizationId, app.sso);
    },
  );

  app.put(
    connectionPath,
    {
      config: settings('update'),
      schema: {
        summary: 'Create or replace the connection (`protocol`: oidc, the default, or saml); 422 when the issuer or the IdP metadata cannot be used',
        description:
          'OpenID Connect: the issuer’s discovery document is fetched; the code is exchanged with client_secret_basic; `clientSecret` may be left out to keep the stored one (400 on the first save). SAML: `idpMetadataXml` (pasted) or `idpMetadataUrl` (fetched under the webhooks’ address rules and timeout), neither to keep the stored metadata (400 on the first save); metadata with a DOCTYPE, without an HTTP-Redirect sign-in URL or a signing certificate answers 422. A domain another organization lists answers 409. Domains kept keep their verification; new ones start unverified with a new TXT token. Below Enterprise: 402.',
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
