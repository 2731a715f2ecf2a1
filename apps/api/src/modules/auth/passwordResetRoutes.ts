import { apiPaths, FORGOT_PASSWORD_MESSAGE } from '@okr/contract';
import { ForgotPasswordRequest, MessageResponse, ResetPasswordRequest } from '@okr/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimited } from '../../lib/AppError';
import { consumeRateLimit } from '../../lib/consumeRateLimit';
import { errorResponses } from '../../lib/errorResponses';
import { auditActorOf } from '../audit/recordAudit';
import { emailLanguageOf } from '../email/emailLanguageOf';
import { PASSWORD_RESET_DONE, requestPasswordReset, resetPassword } from './passwordReset';
import { assertSignInAllowed } from './signInLimits';
import { signInLimitsOf } from './signInLimitsConfig';

/** Reset requests per email and hour; per client IP, four times that. */
const PER_EMAIL = { max: 5, windowSeconds: 60 * 60 };
const PER_IP = { max: 20, windowSeconds: 60 * 60 };
/** No forgot-password answer leaves sooner than this: the work an existing account causes stays hidden under it. */
const ANSWER_FLOOR_MS = 400;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Password reset (api-contract.md "Password reset"), mounted under /api. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const floorMs = config.forgotPasswordFloorMs ?? ANSWER_FLOOR_MS;

  app.post(
    apiPaths.auth.forgotPassword,
    {
      config: { guard: 'public' },
      schema: {
        summary: 'Email a one-hour link to reset the password (the same 202 whether or not the account exists)',
        description: `Always \`202 { message: "${FORGOT_PASSWORD_MESSAGE}" }\`, answered no sooner than ${ANSWER_FLOOR_MS} ms after the request whatever happened, so neither the answer nor its time tells whether the account exists. ${PER_EMAIL.max} requests an hour per email, ${PER_IP.max} per client IP, and none from an address the sign-in limits stop (429 with Retry-After; a delayed account can still ask: the reset is how its owner gets back in). The email is in the language of \`Accept-Language\` (en or es).`,
        body: ForgotPasswordRequest,
        response: { 202: MessageResponse, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      const started = Date.now();
      const { email } = request.body;
      // The address rule only: an account's delay must not keep its owner from the reset.
      await assertSignInAllowed(db, signInLimitsOf(config), { ip: request.ip });
      for (const [key, limit] of [[`forgot:ip:${request.ip}`, PER_IP], [`forgot:email:${email}`, PER_EMAIL]] as const) {
        const result = await consumeRateLimit(db, key, limit);
        if (!result.allowed) throw rateLimited(result.retryAfterSeconds);
      }
      const queued = await requestPasswordReset(db, email, {
        language: emailLanguageOf(request.headers['accept-language']),
        appUrl: config.appUrl ?? 'http://localhost:3000',
      });
      if (queued) app.emailSender.kick();
      await sleep(Math.max(0, started + floorMs - Date.now()));
      return reply.code(202).send({ message: FORGOT_PASSWORD_MESSAGE });
    },
  );

  app.post(
    apiPaths.auth.resetPassword,
    {
      config: { guard: 'public' },
      schema: {
        summary: 'Set a new password with the link of the reset email; every session of the user is signed out',
        description: 'The password follows the sign-up rules. 404 for a link we never sent, 410 GONE for a used or expired one (links last one hour and work once). 403 SSO_REQUIRED when the user’s domain enforces single sign-on (the link stays unused).',
        body: ResetPasswordRequest,
        response: { 200: MessageResponse, ...errorResponses(403, 404, 410) },
      },
    },
    async (request) => {
      await resetPassword(db, request.body.token, request.body.password, auditActorOf(request));
      return { message: PASSWORD_RESET_DONE };
    },
  );
};
