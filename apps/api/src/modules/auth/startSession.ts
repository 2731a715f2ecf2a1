import type { FastifyReply, FastifyRequest } from 'fastify';
import { setRefreshCookie } from './refreshCookie';
import { issueRefreshToken } from './refreshTokens';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/** A new sign-in: a new refresh-token family, its first token (also as cookie) and an access token. */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<SessionTokens> {
  const { db, config, accessTokens } = request.server;
  const refresh = await issueRefreshToken(db, { userId, ttlSeconds: config.refreshTokenTtlSeconds });
  const accessToken = await accessTokens.sign({ userId, sessionId: refresh.familyId });
  setRefreshCookie(request, reply, refresh.token);
  return { accessToken, refreshToken: refresh.token };
}
