import { SSO_COMPLETE_PATH, SSO_ERROR_PARAM, apiPaths } from '@okr/contract';
import { SsoCallbackQuery, SsoStartAnswer, SsoStartInput } from '@okr/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rateLimited } from '../../lib/AppError';
import { consumeRateLimit } from '../../lib/consumeRateLimit';
import { errorResponses } from '../../lib/errorResponses';
import { auditActorOf } from '../audit/recordAudit';
import { assertSignInAllowed } from '../auth/signInLimits';
import { signInLimitsOf } from '../auth/signInLimitsConfig';
import { finishSsoLogin } from './finishSsoLogin';
import { landSsoOutcome } from './landSsoOutcome';
import { startSsoLogin } from './startSsoLogin';
import { clearSsoStateCookie, readSsoStateCookie, setSsoStateCookie } from './ssoStateCookie';

/**
 * Sign-ins started per client IP and minute: each one stores a row until it is used or expires
 * (10 minutes). Far above a whole office arriving at nine behind one address.
 */
const STARTS_PER_IP = { max: 600, windowSeconds: 60 };

/** The single sign-on flow (api-contract.md "Single sign-on"), public, mounted under /api. */
export const ssoAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const appUrl = config.appUrl ?? 'http://localhost:3000';

  app.post(
    apiPaths.auth.ssoStart,
    {
      config: { guard: 'public' },
      schema: {
        summary: 'Start a sign-in through the organization’s identity provider (OpenID Connect or SAML 2.0)',
        description: `\`{ email }\` → \`{ redirectUrl }\` when a connection of an Enterprise organization has verified the email's domain; else 404. SAML: the IdP's sign-in URL with an AuthnRequest (HTTP-Redirect binding) whose id is kept for InResponseTo. OpenID Connect: the provider's authorization URL (code flow, PKCE S256, state, nonce); the state is also set as an HttpOnly cookie (Path=/api/auth/sso, SameSite=Lax, 10 minutes) that the callback requires: a sign-in finishes only in the browser that started it. ${STARTS_PER_IP.max} a minute per client IP, and none from an address the sign-in limits stop (429 with Retry-After).`,
        body: SsoStartInput,
        response: { 200: SsoStartAnswer, ...errorResponses(404, 422, 429) },
      },
    },
    async (request, reply) => {
      // The address rule only: the password delays of an account do not close its provider's door.
      await assertSignInAllowed(db, signInLimitsOf(config), { ip: request.ip });
      const limit = await consumeRateLimit(db, `sso-start:ip:${request.ip}`, STARTS_PER_IP);
      if (!limit.allowed) throw rateLimited(limit.retryAfterSeconds);
      const { redirectUrl, state } = await startSsoLogin(db, request.body.email, app.sso);
      if (state) setSsoStateCookie(request, reply, state);
      return { redirectUrl };
    },
  );

  app.get(
    apiPaths.auth.ssoCallback,
    {
      config: { guard: 'public' },
      schema: {
        summary: 'Where the provider sends the browser back (the redirect URI to register)',
        description: `Checks the state, exchanges the code (client_secret_basic, PKCE), validates the ID token (issuer, audience, signature, expiry, nonce), requires \`email_verified\` and a verified domain; finds or creates the user and their membership with the default role; sets the refresh cookie and redirects (303) to \`{APP_URL}${SSO_COMPLETE_PATH}\`. Any failure redirects to \`{APP_URL}/login?${SSO_ERROR_PARAM}=<code>\`.`,
        querystring: SsoCallbackQuery,
        response: { 303: z.null().describe('Redirect to the app') },
      },
    },
    async (request, reply) => {
      const outcome = await finishSsoLogin(db, request.query, readSsoStateCookie(request), request.url, app.sso, auditActorOf(request));
      clearSsoStateCookie(request, reply);
      return landSsoOutcome(request, reply, outcome, appUrl);
    },
  );
};
