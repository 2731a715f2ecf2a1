import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { REFRESH_COOKIE, SSO_REQUIRED_MESSAGE, apiPaths, emailDomainOf, personalOrganizationName } from '@okr/contract';
import {
  AuthSessionResponse,
  CompleteOnboardingResponse,
  LoginRequest,
  MfaChallengeResponse,
  MeResponse,
  RefreshRequest,
  RefreshResponse,
  RegisterRequest,
  UpdateMeRequest,
  UpdateMeResponse,
} from '@okr/contract/schemas';
import { recordAudit } from '../db/audit';
import { invitationMessages } from '../db/invitations';
import { hasSecondFactor, issueMfaChallenge, methodsOf } from '../db/mfa';
import { joinByInvitation, usableInvitation } from '../lib/joinByInvitation';
import { createOrganization, organizationsOfUser } from '../db/organizations';
import { issueSession, revokeFamilyOfToken, rotateRefreshToken } from '../db/sessions';
import { queueVerificationEmail } from '../db/emailTokens';
import { ssoRequiredFor } from '../db/sso';
import { signedInAnswer } from './signedInAnswer';
import { createUser, findUserByEmail, toUser } from '../db/users';
import { permissionsIn } from '../db/roles';
import { callerResolver, requestOrganization } from '../lib/authenticate';
import type { DbSource } from '../lib/DbSource';
import { apiUrl, fail, noContent, readBody, respond } from '../lib/routeKit';

const paths = apiPaths.auth;

/** The API's messages for a refused refresh. */
const refreshFailures = {
  unknown: 'Invalid or expired refresh token',
  reused: 'Refresh token already used: the session was revoked',
  deactivated: 'This account has been deactivated',
} as const;

/** The refresh token of a call, like the API: the optional body `{ refreshToken }` first, else the cookie. */
async function readRefreshToken(request: Request): Promise<string | null> {
  const { refreshToken } = await readBody(request, RefreshRequest);
  if (refreshToken) return refreshToken;
  const cookies = request.headers.get('Cookie') ?? '';
  for (const pair of cookies.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === REFRESH_COOKIE) return decodeURIComponent(value.join('=')) || null;
  }
  return null;
}

/** The auth endpoints as the real server behaves, one handler per path, by name for scenarios to replace. */
export function authRoutes(source: DbSource) {
  const caller = callerResolver(source);

  const register = http.post(apiUrl(paths.register), async ({ request }) => {
    const db = source();
    const { invitationToken, ...body } = await readBody(request, RegisterRequest);
    // Through an invitation link: the invited address only, joining that organization instead of one of its own.
    const invitation = invitationToken === undefined ? undefined : usableInvitation(db, invitationToken);
    if (invitation && invitation.email !== body.email.toLowerCase()) fail('FORBIDDEN', invitationMessages.sentToSomeoneElse(invitation.email));
    if (findUserByEmail(db, body.email)) fail('CONFLICT', 'An account with this email already exists');
    // Like the API: an invitation link proves the address; otherwise a link to verify it is emailed.
    const user = createUser(db, { ...body, emailVerified: invitation !== undefined });
    let organization;
    if (invitation) {
      joinByInvitation(db, invitation, user);
      organization = db.organizations.get(invitation.organizationId)!;
    } else {
      const name = body.organizationName ?? personalOrganizationName(body.firstName, body.lastName);
      organization = createOrganization(db, { name, ownerId: user.id });
      queueVerificationEmail(db, user);
    }
    const session = issueSession(db, user.id, { userAgent: request.headers.get('User-Agent') });
    return respond(
      AuthSessionResponse,
      { user: toUser(db, db.users.get(user.id) ?? user, organization.id), organization, accessToken: session.accessToken, refreshToken: session.refreshToken },
      201,
    );
  });

  const login = http.post(apiUrl(paths.login), async ({ request }) => {
    const db = source();
    const body = await readBody(request, LoginRequest);
    const user = findUserByEmail(db, body.email);
    const failed = (message: string): never => {
      recordAudit(db, {
        action: 'auth.login_failed',
        actorId: user?.id ?? null,
        actorEmail: body.email.trim().toLowerCase(),
        organizationId: null,
        targetType: 'user',
        targetId: user?.id ?? null,
      });
      return fail('UNAUTHENTICATED', message);
    };
    // Like the API: a domain that enforces single sign-on is refused before any password is tried.
    if (ssoRequiredFor(db, body.email)) return fail('SSO_REQUIRED', SSO_REQUIRED_MESSAGE, { domain: emailDomainOf(body.email) });
    if (!user || user.password !== body.password) return failed('Invalid email or password');
    // Like the API: only someone who knows the password learns that the account is deactivated.
    if (!user.isActive) return failed('This account has been deactivated');
    // Like the API: a user with a second factor gets no tokens yet, a step to finish with /auth/mfa/verify.
    if (hasSecondFactor(db, user.id)) {
      return respond(MfaChallengeResponse, { mfaRequired: true, mfaToken: issueMfaChallenge(db, user.id), methods: methodsOf(db, user.id) });
    }
    return signedInAnswer(db, user, request);
  });

  const refresh = http.post(apiUrl(paths.refresh), async ({ request }) => {
    const db = source();
    const refreshToken = await readRefreshToken(request);
    if (!refreshToken) fail('UNAUTHENTICATED', 'Missing refresh token');
    const result = rotateRefreshToken(db, refreshToken);
    if (!result.ok) fail('UNAUTHENTICATED', refreshFailures[result.reason]);
    return respond(RefreshResponse, { accessToken: result.session.accessToken, refreshToken: result.session.refreshToken });
  });

  // Like the API: the refresh token (body or cookie) names the sign-in to end; its access tokens die with it.
  const logout = http.post(apiUrl(paths.logout), async ({ request }) => {
    const db = source();
    const refreshToken = await readRefreshToken(request);
    if (refreshToken) revokeFamilyOfToken(db, refreshToken);
    return noContent();
  });

  const me = http.get(apiUrl(paths.me), ({ request }) => {
    const { db, user } = caller(request);
    const organization = requestOrganization(request, db, user);
    return respond(MeResponse, {
      user: toUser(db, user, organization?.id ?? null),
      organization,
      organizations: organizationsOfUser(db, user.id),
      permissions: permissionsIn(db, user.id, organization?.id ?? null),
    });
  });

  // Like the API: only the fields sent change; a time zone the runtime's Intl does not know is a 400.
  // `locale` is the language of the emails no request causes, which the mocks do not write.
  const updateMe = http.patch(apiUrl(paths.me), async ({ request }) => {
    const { db, user } = caller(request);
    const organization = requestOrganization(request, db, user);
    const body = await readBody(request, UpdateMeRequest);
    const updated =
      db.users.update(user.id, {
        ...(body.weeklyDigest !== undefined && { weeklyDigest: body.weeklyDigest }),
        ...(body.timeZone !== undefined && { timeZone: body.timeZone }),
        ...(body.firstName !== undefined && { firstName: body.firstName }),
        ...(body.lastName !== undefined && { lastName: body.lastName }),
      }) ?? user;
    return respond(UpdateMeResponse, { user: toUser(db, updated, organization?.id ?? null) });
  });

  const completeOnboarding = http.post(apiUrl(paths.completeOnboarding), ({ request }) => {
    const { db, user } = caller(request);
    const updated = db.users.update(user.id, { isOnboardingComplete: true }) ?? user;
    const organization = requestOrganization(request, db, updated);
    return respond(CompleteOnboardingResponse, { user: toUser(db, updated, organization?.id ?? null) });
  });

  return { register, login, refresh, logout, me, updateMe, completeOnboarding } satisfies Record<string, HttpHandler>;
}
