import { SSO_COMPLETE_PATH, SSO_ERROR_PARAM } from '@okr/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { startSession } from '../auth/startSession';
import type { SsoOutcome } from './completeSsoSignIn';

/**
 * Where every protocol's return lands the browser: on success the refresh cookie and a 303 to
 * `{APP_URL}/sso/complete` (the app gets its tokens by POST /auth/refresh); on failure a 303 to
 * `{APP_URL}/login?sso_error=<code>`, the detail logged, never shown.
 */
export async function landSsoOutcome(request: FastifyRequest, reply: FastifyReply, outcome: SsoOutcome, appUrl: string) {
  if (!outcome.ok) {
    request.log.info({ ssoError: outcome.failure, detail: outcome.detail }, 'sso: sign-in refused');
    return reply.redirect(`${appUrl}/login?${SSO_ERROR_PARAM}=${outcome.failure}`, 303);
  }
  await startSession(request, reply, outcome.user, { method: 'sso' });
  return reply.redirect(`${appUrl}${SSO_COMPLETE_PATH}`, 303);
}
