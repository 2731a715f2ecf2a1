import type { SessionMethod } from '@okr/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { auditActorOf, recordAudit } from '../audit/recordAudit';
import { setRefreshCookie } from './refreshCookie';
import { recordSession } from './authSessions';
import { issueRefreshToken } from './refreshTokens';

/** The client of a request, as a sign-in remembers it. */
export const clientOf = (request: FastifyRequest) => ({ ip: request.ip || null, userAgent: request.headers['user-agent'] ?? null });

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/**
 * A new sign-in: a new refresh-token family, its first token (also as cookie) and an access token.
 * `audited` (sign-in, not sign-up): the `auth.login` entry commits with the session's first token.
 * `ssoOrganizationId`: the organization whose single sign-on vouched (it may count as its second factor).
 * `method` is how it was made, kept with the client's address and user agent for GET /auth/sessions.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  user: { id: string; email: string },
  {
    audited = false,
    method = 'password',
    ssoOrganizationId = null,
  }: { audited?: boolean; method?: SessionMethod; ssoOrganizationId?: string | null } = {},
): Promise<SessionTokens> {
  const { db, config, accessTokens } = request.server;
  const refresh = await db.transaction().execute(async (trx) => {
    const issued = await issueRefreshToken(trx, { userId: user.id, ttlSeconds: config.refreshTokenTtlSeconds });
    await recordSession(trx, issued.familyId, user.id, method, clientOf(request), ssoOrganizationId);
    if (audited) {
      await recordAudit(
        trx,
        { ...auditActorOf(request), userId: user.id, email: user.email },
        { action: 'auth.login', organizationId: null, targetType: 'session', targetId: issued.familyId },
      );
    }
    return issued;
  });
  const accessToken = await accessTokens.sign({ userId: user.id, sessionId: refresh.familyId });
  setRefreshCookie(request, reply, refresh.token);
  return { accessToken, refreshToken: refresh.token };
}
