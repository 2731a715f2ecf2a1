import type { FastifyReply, FastifyRequest } from 'fastify';
import { auditActorOf, recordAudit } from '../audit/recordAudit';
import { setRefreshCookie } from './refreshCookie';
import { issueRefreshToken } from './refreshTokens';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/**
 * A new sign-in: a new refresh-token family, its first token (also as cookie) and an access token.
 * `audited` (sign-in, not sign-up): the `auth.login` entry commits with the session's first token.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  user: { id: string; email: string },
  { audited = false }: { audited?: boolean } = {},
): Promise<SessionTokens> {
  const { db, config, accessTokens } = request.server;
  const refresh = await db.transaction().execute(async (trx) => {
    const issued = await issueRefreshToken(trx, { userId: user.id, ttlSeconds: config.refreshTokenTtlSeconds });
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
