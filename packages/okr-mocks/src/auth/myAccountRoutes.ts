import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { SSO_REQUIRED_MESSAGE, accountMessages, apiPaths, emailDomainOf } from '@okr/contract';
import { AccountUserResponse, ChangeEmailRequest, ChangePasswordRequest, EmailLinkRequest, MessageResponse, SessionList } from '@okr/contract/schemas';
import { recordAudit } from '../db/audit';
import { checkEmailToken, queueVerificationEmail, requestEmailChange, spendEmailTokens, verificationWaitSeconds } from '../db/emailTokens';
import type { EmailTokenCheck } from '../db/emailTokens';
import { mockAppUrl, queueEmail } from '../db/outbox';
import { listSessions, revokeFamily } from '../db/sessions';
import { ssoRequiredFor } from '../db/sso';
import { findUserByEmail, toUser } from '../db/users';
import { callerResolver } from '../lib/authenticate';
import type { DbSource } from '../lib/DbSource';
import { readBody } from '../lib/readBody';
import { apiUrl, fail, noContent, rateLimited, respond } from '../lib/respond';

const paths = apiPaths.auth;

const wrongPassword = (field: string): never => fail('VALIDATION_ERROR', 'Validation failed', [{ field, message: accountMessages.wrongPassword }]);

/** The API's 404 / 410 for a link that does not work. */
function refuseLink(check: Extract<EmailTokenCheck, { ok: false }>, purpose: 'verify' | 'change'): never {
  if (check.reason === 'unknown') return fail('NOT_FOUND', purpose === 'verify' ? accountMessages.verifyLinkUnknown : accountMessages.changeLinkUnknown);
  return fail('GONE', check.reason === 'used' ? accountMessages.linkUsed : accountMessages.linkExpired);
}

/**
 * Password, email and its verification, and the sign-ins (api-contract.md "My account") as the API
 * behaves, one handler per path. Not modelled: the sign-in rate limit the API counts wrong passwords
 * against, and the user agent's browser, system and device (null here).
 */
export function myAccountRoutes(source: DbSource) {
  const caller = callerResolver(source);

  const changePassword = http.post(apiUrl(paths.changePassword), async ({ request }) => {
    const { db, user, familyId } = caller(request);
    const body = await readBody(request, ChangePasswordRequest);
    if (user.password !== body.currentPassword) return wrongPassword('currentPassword');
    if (ssoRequiredFor(db, user.email)) return fail('SSO_REQUIRED', SSO_REQUIRED_MESSAGE, { domain: emailDomainOf(user.email) });
    db.users.update(user.id, { password: body.newPassword });
    const others = new Set(db.sessions.filter((row) => row.userId === user.id && row.familyId !== familyId).map((row) => row.familyId));
    for (const family of others) revokeFamily(db, family);
    queueEmail(db, {
      to: user.email,
      subject: 'Your OKR password was changed',
      kind: 'account_notice',
      text: [`Hello ${user.firstName},`, '', 'The password of your OKR account was just changed, and every other session was signed out.', '', `If it was not you: ${mockAppUrl()}/forgot-password`].join('\n'),
    });
    recordAudit(db, { action: 'auth.password_changed', actorId: user.id, organizationId: null, targetType: 'user', targetId: user.id });
    return noContent();
  });

  const changeEmail = http.post(apiUrl(paths.changeEmail), async ({ request }) => {
    const { db, user } = caller(request);
    const { newEmail, password } = await readBody(request, ChangeEmailRequest);
    if (user.password !== password) return wrongPassword('password');
    if (newEmail === user.email) return fail('CONFLICT', accountMessages.sameEmail);
    if (findUserByEmail(db, newEmail)) return fail('CONFLICT', accountMessages.emailTaken);
    if (ssoRequiredFor(db, newEmail)) return fail('SSO_REQUIRED', SSO_REQUIRED_MESSAGE, { domain: emailDomainOf(newEmail) });
    requestEmailChange(db, user, newEmail);
    recordAudit(db, { action: 'auth.email_change_requested', actorId: user.id, organizationId: null, targetType: 'user', targetId: user.id });
    return respond(MessageResponse, { message: accountMessages.emailChangeSent }, 202);
  });

  const confirmEmail = http.post(apiUrl(paths.confirmEmail), async ({ request }) => {
    const db = source();
    const { token } = await readBody(request, EmailLinkRequest);
    const check = checkEmailToken(db, token, 'change');
    if (!check.ok) return refuseLink(check, 'change');
    const newEmail = check.link.newEmail ?? '';
    const owner = findUserByEmail(db, newEmail);
    if (owner && owner.id !== check.link.userId) return fail('CONFLICT', accountMessages.emailTaken);
    spendEmailTokens(db, check.link);
    const user = db.users.update(check.link.userId, { email: newEmail, emailVerified: true })!;
    recordAudit(db, { action: 'auth.email_changed', actorId: user.id, organizationId: null, targetType: 'user', targetId: user.id });
    return respond(AccountUserResponse, { user: toUser(db, user, user.lastOrganizationId) });
  });

  const verifyEmail = http.post(apiUrl(paths.verifyEmail), async ({ request }) => {
    const db = source();
    const { token } = await readBody(request, EmailLinkRequest);
    const check = checkEmailToken(db, token, 'verify');
    if (!check.ok) return refuseLink(check, 'verify');
    spendEmailTokens(db, check.link);
    const user = db.users.update(check.link.userId, { emailVerified: true })!;
    recordAudit(db, { action: 'auth.email_verified', actorId: user.id, organizationId: null, targetType: 'user', targetId: user.id });
    return respond(AccountUserResponse, { user: toUser(db, user, user.lastOrganizationId) });
  });

  const verifyEmailResend = http.post(apiUrl(paths.verifyEmailResend), ({ request }) => {
    const { db, user } = caller(request);
    if (!user.emailVerified) {
      const wait = verificationWaitSeconds(db, user.id);
      if (wait > 0) throw rateLimited(accountMessages.verificationTooSoon, wait);
      queueVerificationEmail(db, user);
    }
    return respond(MessageResponse, { message: accountMessages.verificationSent }, 202);
  });

  const sessions = http.get(apiUrl(paths.sessions), ({ request }) => {
    const { db, user, familyId } = caller(request);
    return respond(SessionList, listSessions(db, user.id, familyId));
  });

  // Like the API: another user's sign-in, or one already ended, is a 404; its access tokens die at once.
  const endSession = http.delete(apiUrl('/auth/sessions/:id'), ({ request, params }) => {
    const { db, user } = caller(request);
    const id = String(params.id);
    if (!db.sessions.find((row) => row.familyId === id && row.userId === user.id && !row.revoked)) return fail('NOT_FOUND', 'Session not found');
    revokeFamily(db, id);
    recordAudit(db, { action: 'auth.session_revoked', actorId: user.id, organizationId: null, targetType: 'session', targetId: id });
    return noContent();
  });

  const endOtherSessions = http.delete(apiUrl(paths.sessions), ({ request }) => {
    const { db, user, familyId } = caller(request);
    const others = new Set(db.sessions.filter((row) => row.userId === user.id && row.familyId !== familyId && !row.revoked).map((row) => row.familyId));
    for (const family of others) {
      revokeFamily(db, family);
      recordAudit(db, { action: 'auth.session_revoked', actorId: user.id, organizationId: null, targetType: 'session', targetId: family });
    }
    return noContent();
  });

  return { changePassword, changeEmail, confirmEmail, verifyEmail, verifyEmailResend, sessions, endSession, endOtherSessions } satisfies Record<string, HttpHandler>;
}
