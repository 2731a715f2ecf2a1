import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { FORGOT_PASSWORD_MESSAGE, SSO_REQUIRED_MESSAGE, apiPaths, emailDomainOf } from '@okr/contract';
import { ForgotPasswordRequest, MessageResponse, ResetPasswordRequest } from '@okr/contract/schemas';
import { recordAudit } from '../db/audit';
import { checkPasswordReset, completePasswordReset, requestPasswordReset, requestSsoReminder } from '../db/passwordResets';
import { ssoRequiredFor } from '../db/sso';
import { findUserByEmail } from '../db/users';
import type { DbSource } from '../lib/DbSource';
import { apiUrl, fail, readBody, respond } from '../lib/routeKit';

const paths = apiPaths.auth;

/** The API's answer of a successful reset. */
export const PASSWORD_RESET_DONE_MESSAGE = 'Your password was changed. Sign in with the new one.';

/** The messages of a link that does not work (404 unknown, 410 used or expired). */
export const passwordResetFailures = {
  unknown: 'This password reset link is not valid',
  gone: 'This password reset link was already used or has expired',
} as const;

/** `POST /auth/forgot-password` and `POST /auth/reset-password`, as api-contract.md "Password reset" has them. */
export function passwordResetRoutes(source: DbSource) {
  // One answer whatever the account: nobody learns from it whether an email is registered.
  const forgotPassword = http.post(apiUrl(paths.forgotPassword), async ({ request }) => {
    const db = source();
    const { email } = await readBody(request, ForgotPasswordRequest);
    const user = findUserByEmail(db, email);
    // A deactivated account gets the same answer and no email.
    if (user?.isActive) {
      if (ssoRequiredFor(db, user.email)) requestSsoReminder(db, user);
      else requestPasswordReset(db, user);
    }
    return respond(MessageResponse, { message: FORGOT_PASSWORD_MESSAGE }, 202);
  });

  const resetPassword = http.post(apiUrl(paths.resetPassword), async ({ request }) => {
    const db = source();
    const { token, password } = await readBody(request, ResetPasswordRequest);
    const check = checkPasswordReset(db, token);
    if (!check.ok) return fail(check.reason === 'unknown' ? 'NOT_FOUND' : 'GONE', passwordResetFailures[check.reason]);
    const email = db.users.get(check.reset.userId)?.email ?? '';
    if (ssoRequiredFor(db, email)) return fail('SSO_REQUIRED', SSO_REQUIRED_MESSAGE, { domain: emailDomainOf(email) });
    completePasswordReset(db, check.reset, password);
    recordAudit(db, { action: 'auth.password_reset', actorId: check.reset.userId, organizationId: null, targetType: 'user', targetId: check.reset.userId });
    return respond(MessageResponse, { message: PASSWORD_RESET_DONE_MESSAGE });
  });

  return { forgotPassword, resetPassword } satisfies Record<string, HttpHandler>;
}
