import type { FastifyRequest } from 'fastify';
import { unauthenticated } from '../lib/AppError';
import { isFamilyRevoked } from '../modules/auth/refreshTokens';
import { findUserById } from '../modules/users/userRepository';
import type { AuthContext } from './decorations';

const bearer = /^Bearer\s+(\S+)$/i;

/**
 * onRequest hook of signed-in routes, so it runs before the body is parsed or validated: a valid
 * Bearer access token whose user still exists and is active, and whose sign-in (refresh family)
 * was not revoked by logout or token reuse.
 */
export async function authenticate(request: FastifyRequest): Promise<void> {
  if (request.auth) return;
  const token = bearer.exec(request.headers.authorization ?? '')?.[1];
  if (!token) throw unauthenticated('Missing access token');
  const { db, accessTokens } = request.server;
  const claims = await accessTokens.verify(token);
  const [user, revoked] = await Promise.all([findUserById(db, claims.userId), isFamilyRevoked(db, claims.sessionId)]);
  if (!user || !user.is_active || revoked) throw unauthenticated('Session is no longer valid');
  request.auth = { user, sessionId: claims.sessionId };
}

/** The signed-in caller; only call it behind `authenticate`. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}
