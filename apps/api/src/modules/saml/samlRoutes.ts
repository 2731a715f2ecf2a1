import { generateServiceProviderMetadata } from '@node-saml/node-saml';
import { SAML_NAMEID_EMAIL, SAML_NOT_CONFIGURED_MESSAGE, SAML_RESPONSE_MAX_BYTES, SSO_ERROR_PARAM, SSO_COMPLETE_PATH } from '@okr/contract';
import { SamlAcsBody, SamlParams } from '@okr/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/AppError';
import { errorResponses } from '../../lib/errorResponses';
import { auditActorOf } from '../audit/recordAudit';
import { planOf } from '../organizations/planOf';
import { findConnection } from '../sso/ssoConnections';
import { landSsoOutcome } from '../sso/landSsoOutcome';
import { finishSamlLogin } from './finishSamlLogin';
import { samlConnectionOf } from './startSamlLogin';

/** The form's other fields and its encoding around a SAMLResponse of the largest size read. */
const FORM_OVERHEAD_BYTES = 4096;

/** The SAML 2.0 service provider (api-contract.md "SAML 2.0 (Enterprise), beside OpenID Connect"), public, mounted under /api. */
export const samlRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const appUrl = config.appUrl ?? 'http://localhost:3000';

  // The HTTP-POST binding sends a form; this plugin only. A larger body answers 413 before any XML is read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: SAML_RESPONSE_MAX_BYTES * 1.4 + FORM_OVERHEAD_BYTES }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get(
    '/auth/saml/:organizationId/metadata',
    {
      config: { guard: 'public' },
      schema: {
        summary: 'Our SAML service provider’s metadata for the organization (public XML, to give the IdP)',
        description: 'An EntityDescriptor with the entity id and the ACS (HTTP-POST binding), NameID format emailAddress, assertions wanted signed. 404 when the organization has no SAML connection or is not on Enterprise.',
        params: SamlParams,
        produces: ['application/samlmetadata+xml'],
        response: { 200: z.string().describe('SAML metadata XML'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { organizationId } = request.params;
      const row = await findConnection(db, organizationId);
      if (!row || row.protocol !== 'saml' || (await planOf(db, organizationId)).plan !== 'Enterprise') throw new AppError('NOT_FOUND', SAML_NOT_CONFIGURED_MESSAGE);
      const { urls } = samlConnectionOf(row, app.sso.apiUrl);
      // Assertions wanted signed: what IdPs should do, though a signed response alone is accepted too.
      const metadata = generateServiceProviderMetadata({ issuer: urls.spEntityId, callbackUrl: urls.acsUrl, identifierFormat: SAML_NAMEID_EMAIL, wantAssertionsSigned: true });
      return reply.type('application/samlmetadata+xml; charset=utf-8').send(metadata);
    },
  );

  app.post(
    '/auth/saml/:organizationId/acs',
    {
      config: { guard: 'public' },
      schema: {
        summary: 'The assertion consumer service (HTTP-POST binding): where the IdP posts its response',
        description: `A form \`SAMLResponse\` (base64), \`RelayState\`. Requires a signature by the IdP's certificate on the response or the assertion, the IdP as Issuer, Audience = our entity id, Recipient and Destination = this URL, NotBefore/NotOnOrAfter (2 minutes of skew), InResponseTo one of our AuthnRequests (unless the connection allows IdP-initiated sign-in), an assertion id never seen, no DOCTYPE, and an email (NameID emailAddress or the email attribute) in a verified domain; then, as OpenID Connect, the user and membership, the refresh cookie and a 303 to \`{APP_URL}${SSO_COMPLETE_PATH}\`. Any refusal: 303 to \`{APP_URL}/login?${SSO_ERROR_PARAM}=<code>\`. A body over ${SAML_RESPONSE_MAX_BYTES / 1024} KiB of SAMLResponse: 413.`,
        params: SamlParams,
        body: SamlAcsBody,
        consumes: ['application/x-www-form-urlencoded'],
        response: { 303: z.null().describe('Redirect to the app'), ...errorResponses(413) },
      },
    },
    async (request, reply) => {
      const outcome = await finishSamlLogin(db, request.params.organizationId, request.body, app.sso.apiUrl, auditActorOf(request));
      return landSsoOutcome(request, reply, outcome, appUrl);
    },
  );
};
