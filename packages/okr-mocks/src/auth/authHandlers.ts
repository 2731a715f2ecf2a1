import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { accountMessages, apiPaths } from '@okr/contract';
import { SessionList } from '@okr/contract/schemas';
import { listSessions } from '../db/sessions';
import { callerResolver } from '../lib/authenticate';
import type { DbSource } from '../lib/DbSource';
import { neverAnswer } from '../lib/neverAnswer';
import { apiError, apiUrl, internalError, rateLimited, respond } from '../lib/respond';
import { authRoutes } from './authRoutes';
import { mfaRoutes } from './mfaRoutes';
import { passkeyMockRoutes } from './passkeyMockRoutes';
import { myAccountRoutes } from './myAccountRoutes';
import { addOtherDevices, describeDevices } from './otherDevices';
import { passwordResetRoutes } from './passwordResetRoutes';
import { secondFactorScenarios } from './secondFactorScenarios';
import type { SecondFactorScenarios } from './secondFactorScenarios';

export interface AuthHandlers extends SecondFactorScenarios {
  default: HttpHandler[];
  /** Login fails with the server's message (shown as the toast). */
  loginError: HttpHandler[];
  /** Login fails with the API's real 500 answer: the client falls back to 'Error al iniciar sesión'. */
  loginErrorNoMessage: HttpHandler[];
  /** Register fails with the server's message (email already registered). */
  registerError: HttpHandler[];
  /** Completing the onboarding fails with the API's real 500 answer: the screen's default shows. */
  completeOnboardingError: HttpHandler[];
  /** `/auth/me` fails with the API's real 500 answer (a guard shows its error with a retry). */
  meError: HttpHandler[];
  /** `PATCH /auth/me` (the digest settings) fails with the API's real 500 answer. */
  updateMeError: HttpHandler[];
  /** `POST /auth/forgot-password` answers the API's 429, as after too many requests for one address or IP. */
  forgotPasswordRateLimited: HttpHandler[];
  /** `POST /auth/forgot-password` fails with the API's real 500 answer. */
  forgotPasswordError: HttpHandler[];
  /** `POST /auth/reset-password` fails with the API's real 500 answer. */
  resetPasswordError: HttpHandler[];
  /** The caller is also signed in on a laptop and a phone (`GET /auth/sessions` describes each like the API). */
  sessionsOnDevices: HttpHandler[];
  /** `GET /auth/sessions` fails with the API's real 500 answer. */
  sessionsError: HttpHandler[];
  /** `GET /auth/sessions` never answers. */
  sessionsSlow: HttpHandler[];
  /** `GET /auth/mfa` and `GET /auth/passkeys` fail with the API's real 500 answer. */
  mfaError: HttpHandler[];
  /** `GET /auth/mfa` and `GET /auth/passkeys` never answer. */
  mfaSlow: HttpHandler[];
  /** `POST /auth/change-password` never answers (the form shows its pending state). */
  changePasswordSlow: HttpHandler[];
  /** `POST /auth/verify-email/resend` answers the API's 429 (a link was sent less than a minute ago). */
  verifyEmailResendRateLimited: HttpHandler[];
  /** Every auth call stays pending. */
  slow: HttpHandler[];
  /**
   * Every `/api` call but login and register answers 401, as after a revoked session. It catches
   * all paths, so it must come before other groups (the preview lists `auth` first).
   */
  unauthorized: HttpHandler[];
}

/** The auth handler group over a db source, with its scenarios. */
export function createAuthHandlers(source: DbSource): AuthHandlers {
  const routes = authRoutes(source);
  const all = [...Object.values(routes), ...Object.values(passwordResetRoutes(source)), ...Object.values(myAccountRoutes(source)), ...Object.values(mfaRoutes(source)), ...Object.values(passkeyMockRoutes(source))];
  const paths = apiPaths.auth;
  // The devices join the caller's sessions once per db, before the first list (then ending them is real).
  const devicesCaller = callerResolver(source, addOtherDevices);
  return {
    default: all,
    ...secondFactorScenarios(source, all),
    loginError: [
      http.post(apiUrl(paths.login), () => apiError('UNAUTHENTICATED', 'Invalid email or password')),
      ...all,
    ],
    loginErrorNoMessage: [http.post(apiUrl(paths.login), internalError), ...all],
    registerError: [
      http.post(apiUrl(paths.register), () => apiError('CONFLICT', 'An account with this email already exists')),
      ...all,
    ],
    completeOnboardingError: [http.post(apiUrl(paths.completeOnboarding), internalError), ...all],
    meError: [http.get(apiUrl(paths.me), internalError), ...all],
    updateMeError: [http.patch(apiUrl(paths.me), internalError), ...all],
    forgotPasswordRateLimited: [
      http.post(apiUrl(paths.forgotPassword), () =>
        rateLimited('Too many password reset requests. Please try again later.', 3600),
      ),
      ...all,
    ],
    forgotPasswordError: [http.post(apiUrl(paths.forgotPassword), internalError), ...all],
    resetPasswordError: [http.post(apiUrl(paths.resetPassword), internalError), ...all],
    sessionsOnDevices: [
      http.get(apiUrl(paths.sessions), ({ request }) => {
        const { db, user, familyId } = devicesCaller(request);
        return respond(SessionList, describeDevices(listSessions(db, user.id, familyId)));
      }),
      ...all,
    ],
    sessionsError: [http.get(apiUrl(paths.sessions), internalError), ...all],
    sessionsSlow: [http.get(apiUrl(paths.sessions), neverAnswer), ...all],
    mfaError: [http.get(apiUrl(paths.mfa), internalError), http.get(apiUrl(paths.passkeys), internalError), ...all],
    mfaSlow: [http.get(apiUrl(paths.mfa), neverAnswer), http.get(apiUrl(paths.passkeys), neverAnswer), ...all],
    changePasswordSlow: [http.post(apiUrl(paths.changePassword), neverAnswer), ...all],
    verifyEmailResendRateLimited: [
      http.post(apiUrl(paths.verifyEmailResend), () => rateLimited(accountMessages.verificationTooSoon, 42)),
      ...all,
    ],
    slow: [http.all(apiUrl('/auth/*'), neverAnswer)],
    unauthorized: [
      routes.login,
      routes.register,
      http.all(apiUrl('/*'), () => apiError('UNAUTHENTICATED', 'Session is no longer valid')),
    ],
  };
}
