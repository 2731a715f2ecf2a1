import { REFRESH_COOKIE } from '@okr/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
// Brings in @fastify/cookie's typings of reply.setCookie and request.cookies.
import type {} from '@fastify/cookie';

// Path=/api/auth: the browser sends the refresh token to the auth calls only, never to the rest
// of the API. SameSite=Strict keeps it off cross-site requests; Secure once served over HTTPS.
const cookiePath = '/api/auth';

export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: cookiePath,
    maxAge: request.server.config.refreshTokenTtlSeconds,
  });
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: cookiePath,
  });
}

/** The refresh token of a call: the optional body `{ refreshToken }` first, else the cookie. */
export function readRefreshToken(
  request: FastifyRequest,
  body: { refreshToken?: string } | null | undefined,
): string | null {
  return body?.refreshToken ?? request.cookies[REFRESH_COOKIE] ?? null;
}
