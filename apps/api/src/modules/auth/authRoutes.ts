import { apiPaths } from '@okr/contract';
import { AuthSessionResponse, LoginRequest, LoginResponse, RefreshRequest, RefreshResponse, RegisterRequest } from '@okr/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, unauthenticated } from '../../lib/AppError';
import { errorResponses } from '../../lib/errorResponses';
import { auditActorOf } from '../audit/recordAudit';
import { emailLanguageOf } from '../email/emailLanguageOf';
import { defaultOrganizationOf } from '../organizations/defaultOrganizationOf';
import { findUserById } from '../users/userRepository';
import { clearRefreshCookie, readRefreshToken, setRefreshCookie } from './refreshCookie';
import { revokeFamily, revokeFamilyOfToken } from './refreshTokens';
import { enforceRegisterRateLimit } from './registerRateLimit';
import { recordFailedLogin } from './recordFailedLogin';
import { registerUser } from './registerUser';
import { rotateRefreshToken } from './rotateRefreshToken';
import { sessionView } from './sessionView';
import { reserveSignInAttempt } from './signInLimits';
import { signInLimitsOf } from './signInLimitsConfig';
import { clientOf, startSession } from './startSession';
import { touchSession } from './authSessions';
import { verifyCredentials } from './verifyCredentials';
import { challengeSecondFactor } from '../mfa/mfaChallenge';
import { refuseWhenSsoRequired } from '../sso/ssoEnforcement';

const auth = apiPaths.auth;
// Payload-less calls (spec §7) arrive with no body at all, or an empty one parsed as null.
const optionalRefreshBody = RefreshRequest.nullish();

/** Sign-up, sign-in, token refresh and logout (product-spec §7 plus logout), mounted under /api. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const limits = signInLimitsOf(config);

  app.post(
    auth.register,
    {
      config: { guard: 'public' },
      schema: {
        summary: 'Create an account, its personal organization, and a session',
        description:
          'Without an invitation, a link to verify the address (`{APP_URL}/verify-email/{token}`, 24 hours) is emailed and `user.emailVerified` is false until it is opened. With `invitationToken` (the token of an invitation link) the email must be the invited one (403 naming it): the account joins that organization instead of getting one of its own, its address counts as verified, and the invitation is accepted in the same transaction. 404/410 for a link that is not, or no longer, valid.',
        body: RegisterRequest,
        response: { 201: AuthSessionResponse, ...errorResponses(403, 404, 409, 410, 413, 429) },
      },
    },
    async (request, reply) => {
      await enforceRegisterRateLimit(db, config.registerRateLimit, request.ip);
      const language = emailLanguageOf(request.headers['accept-language']);
      const { user, organization } = await registerUser(db, request.body, auditActorOf(request), language, config.appUrl ?? 'http://localhost:3000');
      app.emailSender.kick();
      const tokens = await startSession(request, reply, user);
      reply.code(201);
      return { ...(await sessionView(db, user, organization.id)), ...tokens };
    },
  );

  app.post(
    auth.login,
    {
      config: { guard: 'public' },
      schema: {
        summary: 'Sign in (failures slow the account, then stop the address: 429 with Retry-After)',
        description:
          'An email of a domain whose organization enforces single sign-on answers 403 SSO_REQUIRED, whether or not an account has it. ' +
          `Only failures count: from the ${limits.accountFailures}th on one email (remembered ${limits.accountWindowSeconds} s, forgotten at a success or a password reset) that email waits ${limits.delaySeconds} s after each, doubling up to ${limits.maxDelaySeconds} s; ` +
          `${limits.addressFailures} failures from one client address in ${limits.addressWindowSeconds} s, whatever the emails, stop that address until they slide out. ` +
          'Meanwhile 429 RATE_LIMITED with Retry-After, alike for existing and unknown emails (apps/api/README.md "Sign-in limits"). ' +
          'A user with a second factor gets `{ mfaRequired: true, mfaToken, methods }` and no tokens (5 minutes, single use; finish with POST /auth/mfa/verify); the failures of the account are forgotten only after that last factor.',
        body: LoginRequest,
        response: { 200: LoginResponse, ...errorResponses(401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const attempt = { account: email, ip: request.ip };
      // An enforced domain signs in through its provider only (a domain rule: it tells nothing of accounts).
      await refuseWhenSsoRequired(db, email);
      // Before any password is tried, counted as a failure until it proves otherwise.
      const reservation = await reserveSignInAttempt(db, limits, attempt);
      const user = await verifyCredentials(db, email, password).catch(async (error: unknown) => {
        // A failed sign-in (already counted) has no session and no transaction of its own: audited on its own.
        if (error instanceof AppError && error.code === 'UNAUTHENTICATED') await recordFailedLogin(request, email);
        throw error;
      });
      // The limits hear of a success only after the last factor: a right password alone clears nothing.
      if (user.mfa_enabled) {
        await reservation.firstFactorHeld();
        return challengeSecondFactor(db, user, { method: 'password' });
      }
      await reservation.succeeded();
      const tokens = await startSession(request, reply, user, { audited: true });
      const organization = await defaultOrganizationOf(db, user);
      return { ...(await sessionView(db, user, organization?.organizationId ?? null)), ...tokens };
    },
  );

  app.post(
    auth.refresh,
    {
      config: { guard: 'public' },
      schema: {
        summary: 'Rotate the refresh token (cookie or body); a reused token revokes its whole family',
        description:
          'Each call spends the refresh token and answers a new pair. The same token presented again ' +
          'within the reuse grace window after its rotation (REFRESH_REUSE_GRACE_SECONDS, 10 s by ' +
          'default, 0 = off: a retry after a lost answer, two tabs racing) is not reuse: it answers a ' +
          'valid pair of the same family. After the window it is reuse and revokes the whole family.',
        body: optionalRefreshBody,
        response: { 200: RefreshResponse, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const token = readRefreshToken(request, request.body);
      if (!token) throw unauthenticated('Missing refresh token');
      const result = await rotateRefreshToken(db, token, {
        ttlSeconds: config.refreshTokenTtlSeconds,
        reuseGraceSeconds: config.refreshReuseGraceSeconds,
        successorKey: app.refreshSuccessorKey,
        ip: request.ip || null,
      });
      if (result.status !== 'rotated') {
        clearRefreshCookie(request, reply);
        throw unauthenticated(
          result.status === 'reused'
            ? 'Refresh token already used: the session was revoked'
            : 'Invalid or expired refresh token',
        );
      }
      const user = await findUserById(db, result.userId);
      if (!user?.is_active) {
        await revokeFamily(db, result.familyId, result.userId);
        clearRefreshCookie(request, reply);
        throw unauthenticated('This account has been deactivated');
      }
      await touchSession(db, result.familyId, clientOf(request));
      setRefreshCookie(request, reply, result.token);
      const accessToken = await app.accessTokens.sign({ userId: user.id, sessionId: result.familyId });
      return { accessToken, refreshToken: result.token };
    },
  );

  app.post(
    auth.logout,
    {
      config: { guard: 'public' },
      schema: {
        summary: 'Sign out: revokes the session (refresh-token family) and clears the cookie',
        body: optionalRefreshBody,
        response: { 204: z.null().describe('Signed out') },
      },
    },
    async (request, reply) => {
      const token = readRefreshToken(request, request.body);
      if (token) await revokeFamilyOfToken(db, token);
      clearRefreshCookie(request, reply);
      return reply.code(204).send(null);
    },
  );
};
