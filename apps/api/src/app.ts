import cookie from '@fastify/cookie';
import { API_KEY_RATE_LIMIT_DEFAULT } from '@okr/contract';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import type { Database } from './db/Database';
import { adminRoutes } from './modules/admin/adminRoutes';
import { auditRoutes } from './modules/audit/auditRoutes';
import { accountRoutes } from './modules/auth/accountRoutes';
import { myAccountRoutes } from './modules/auth/myAccountRoutes';
import { mfaRoutes } from './modules/mfa/mfaRoutes';
import { passkeyRoutes } from './modules/mfa/passkeyRoutes';
import { sessionRoutes } from './modules/auth/sessionRoutes';
import { aiRoutes } from './modules/ai/aiRoutes';
import { apiKeyRoutes } from './modules/apiKeys/apiKeyRoutes';
import { invitationLinkRoutes } from './modules/invitations/invitationLinkRoutes';
import { invitationRoutes } from './modules/invitations/invitationRoutes';
import { ApiKeyUsage, setApiKeyUsage } from './modules/apiKeys/apiKeyUsage';
import { registerRateLimitHeaders } from './modules/apiKeys/rateLimitHeaders';
import { createAccessTokens } from './modules/auth/accessTokens';
import { authRoutes } from './modules/auth/authRoutes';
import { passwordResetRoutes } from './modules/auth/passwordResetRoutes';
import { outboxRoutes } from './modules/email/outboxRoutes';
import { registerEmail } from './modules/email/registerEmail';
import { chatRoutes } from './modules/chat/chatRoutes';
import { registerChat } from './modules/chat/registerChat';
import { registerWebhooks } from './modules/webhooks/registerWebhooks';
import { registerSso } from './modules/sso/registerSso';
import { ssoAuthRoutes } from './modules/sso/ssoAuthRoutes';
import { mfaPolicyRoutes } from './modules/mfa/mfaPolicyRoutes';
import { ssoRoutes } from './modules/sso/ssoRoutes';
import { scimRoutes } from './modules/scim/scimRoutes';
import { scimSettingsRoutes } from './modules/scim/scimSettingsRoutes';
import { samlRoutes } from './modules/saml/samlRoutes';
import { webhookRoutes } from './modules/webhooks/webhookRoutes';
import { prepareDummyHash } from './modules/auth/passwords';
import { refreshSuccessorKey } from './modules/auth/refreshTokens';
import { resolveJwtSecret } from './modules/auth/resolveJwtSecret';
import { contactRoutes } from './modules/contact/contactRoutes';
import { healthRoutes } from './modules/health/healthRoutes';
import { okrRoutes } from './modules/okr/okrRoutes';
import { reportRoutes } from './modules/reports/reportRoutes';
import { weekRoutes } from './modules/week/weekRoutes';
import { notificationRoutes } from './modules/notifications/notificationRoutes';
import { digestRoutes } from './modules/digest/digestRoutes';
import { registerDigest } from './modules/digest/registerDigest';
import { organizationRoutes } from './modules/organizations/organizationRoutes';
import { memberRoutes } from './modules/settings/memberRoutes';
import { rolePermissionRoutes } from './modules/settings/rolePermissionRoutes';
import { roleRoutes } from './modules/settings/roleRoutes';
import { registerCors } from './plugins/cors';
import { decorateApp } from './plugins/decorations';
import { handleError, handleFrameworkError } from './plugins/errorHandler';
import { acceptEmptyJsonBodies } from './plugins/jsonBody';
import { notFoundHandler, spaShellOf } from './plugins/notFoundHandler';
import { registerOpenApi } from './plugins/openapi';
import { refuseWhileClosing } from './plugins/refuseWhileClosing';
import { requestLogLevel } from './plugins/requestLogLevel';
import { registerRouteGuards } from './plugins/registerRouteGuards';
import { completeRouteDeclarations, moduleRoutes } from './plugins/routeDeclarations';
import { registerSecurityHeaders } from './plugins/securityHeaders';
import { serveHostApp } from './plugins/serveHostApp';
import { trustProxyOption } from './plugins/trustProxyOption';
import { warnUntrustedForwarding } from './plugins/warnUntrustedForwarding';
import { servePublicPages } from './plugins/servePublicPages';

/** The API's modules, in registration order, with the OpenAPI tag of their routes. */
const apiModules: [tag: string, routes: FastifyPluginAsync][] = [
  ['system', healthRoutes],
  ['auth', authRoutes],
  ['auth', passwordResetRoutes],
  ['auth', accountRoutes],
  ['auth', myAccountRoutes],
  ['auth', sessionRoutes],
  ['auth', mfaRoutes],
  ['auth', passkeyRoutes],
  ['organizations', mfaPolicyRoutes],
  ['organizations', organizationRoutes],
  ['roles', roleRoutes],
  ['role-permissions', rolePermissionRoutes],
  ['members', memberRoutes],
  ['audit', auditRoutes],
  ['admin', adminRoutes],
  ['admin', outboxRoutes],
  ['ai', aiRoutes],
  ['contact', contactRoutes],
  ['okr', okrRoutes],
  ['me', weekRoutes],
  ['me', notificationRoutes],
  ['reports', reportRoutes],
  ['auth', digestRoutes],
  ['api-keys', apiKeyRoutes],
  ['invitations', invitationRoutes],
  ['webhooks', webhookRoutes],
  ['chat', chatRoutes],
  ['invitations', invitationLinkRoutes],
  ['sso', ssoRoutes],
  ['auth', ssoAuthRoutes],
  ['auth', samlRoutes],
  ['scim', scimSettingsRoutes],
];

/** JSON bodies above this answer 413 (api-contract.md); uploads will raise it per route. */
export const JSON_BODY_LIMIT = 1024 * 1024;

export interface BuildAppOptions {
  db: Kysely<Database>;
  config: AppConfig;
  /** Where the logs go (default stdout); tests read them from here. */
  logStream?: { write(line: string): void };
}

/** The API (and the host app when built), ready for `listen` or `inject`. The caller owns `db`. */
export async function buildApp({ db, config, logStream }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, ...(logStream && { stream: logStream }) },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: trustProxyOption(config.trustProxy),
    // refuseWhileClosing answers those requests in the API's error shape instead.
    return503OnClosing: false,
    frameworkErrors: handleFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(notFoundHandler(config.hostDistDir ? spaShellOf(config.hostDistDir) : null));
  acceptEmptyJsonBodies(app);
  refuseWhileClosing(app);
  requestLogLevel(app);
  warnUntrustedForwarding(app, config.trustProxy);

  const secret = await resolveJwtSecret(db, config.jwtSecret);
  const accessTokens = createAccessTokens(secret);
  // Before the first sign-in, not during it: an unknown email must cost one verification only.
  await prepareDummyHash();
  decorateApp(app, { db, config, accessTokens, refreshSuccessorKey: refreshSuccessorKey(secret) });
  const keyUsage = new ApiKeyUsage(db, config.apiKeyRateLimit ?? API_KEY_RATE_LIMIT_DEFAULT, (error) =>
    app.log.warn({ err: error }, 'could not record when API keys were last used'),
  );
  setApiKeyUsage(db, keyUsage);
  // The last-used times gathered since the last batch are written before the database closes.
  app.addHook('onClose', () => keyUsage.flush());
  registerRateLimitHeaders(app);
  registerEmail(app);
  registerDigest(app, secret);
  await registerWebhooks(app);
  registerChat(app);
  await registerSso(app);
  // Before any route: from here on, a route that declares no guard refuses to register.
  registerRouteGuards(app);
  completeRouteDeclarations(app);

  await registerSecurityHeaders(app);
  await registerCors(app, config.corsOrigins);
  await app.register(cookie);
  await registerOpenApi(app);
  // Every module's routes under /api, each tagged with its module in the OpenAPI document.
  await app.register(
    async (api) => {
      for (const [tag, routes] of apiModules) await api.register(moduleRoutes(tag, routes));
    },
    { prefix: '/api' },
  );
  // SCIM's base is `{API_URL}/scim/v2` (api-contract.md), beside `/api`, in a scope of its own.
  await app.register(scimRoutes, { prefix: '/scim/v2' });
  if (config.hostDistDir) await serveHostApp(app, config.hostDistDir);
  if (config.hostDistDir) await servePublicPages(app, config.hostDistDir);
  return app;
}
