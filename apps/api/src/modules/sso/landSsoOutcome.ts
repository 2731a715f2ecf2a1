import { SSO_COMPLETE_PATH, SSO_ERROR_PARAM } from '@okr/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { startSession } from '../auth/startSession';
import { challengeSecondFactor } from '../mfa/mfaChallenge';
import type { SsoOutcome } from './completeSsoSignIn';

/**
 * Where every protocol's return lands the browser: on success the refresh cookie and a 303 to
 * `{APP_URL}/sso/complete` (the app gets its tokens by POST /auth/refresh); on failure a 303 to
 * `{APP_URL}/login?sso_error=<code>`, the detail logged, never shown. A user with a second factor
 * lands on `{APP_URL}/sso/complete#mfaToken=…&methods=…` instead, with no session yet.
 */
export async function landSsoOutcome(request: FastifyRequest, reply: FastifyReply, outcome: SsoOutcome, appUrl: string) {
  if (!outcome.ok) {
    request.log.info({ ssoError: outcome.failure, detail: outcome.detail }, 'sso: sign-in refused');
    return reply.redirect(`${appUrl}/login?${SSO_ERROR_PARAM}=${outcome.failure}`, 303);
  }
  if (outcome.user.mfa_enabled) {
    // A user with a second factor is asked for it after single sign-on too. The step's token travels
    // in the fragment (never sent to a server, never in a log); the app finishes with POST /auth/mfa/verify.
    const step = await challengeSecondFactor(request.server.db, outcome.user, { method: 'sso', ssoOrganizationId: outcome.organizationId });
    const fragment = new URLSearchParams({ mfaToken: step.mfaToken, methods: step.methods.join(',') });
    return reply.redirect(`${appUrl}${SSO_COMPLETE_PATH}#${fragment.toString()}`, 303);
  }
  await startSession(request, reply, outcome.user, { method: 'sso', ssoOrganizationId: outcome.organizationId });
  return reply.redirect(`${appUrl}${SSO_COMPLETE_PATH}`, 303);
}
