import { REFRESH_COOKIE } from '@okr/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
// Also brings in @fastify/cookie's typings of reply.setCookie and request.cookies.
import type { CookieSerializeOptions } from '@fastify/cookie';

// Path=/api/auth: the browser sends the refresh token to the auth calls only, never to the rest
// of the API. SameSite=Strict keeps it off cross-site requests; Secure once served over HTTPS.
const cookiePath = '/api/auth';

/** The attributes the refresh cookie is set and cleared with: a browser only clears a cookie of the same path. */
function cookieOptions(request: FastifyRequest): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'strict', secure: request.protocol === 'https', path: cookiePath };
}

export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    ...cookieOptions(request),
    maxAge: request.server.config.refreshTokenTtlSeconds,
  });
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, cookieOptions(request));
}

/** The refresh token of a call: the optional body `{ refreshToken }` first, else the cookie. */
export function readRefreshToken(
  request: FastifyRequest,
  body: { refreshToken?: string } | null | undefined,
): string | null {
  return body?.refreshToken ?? request.cookies[REFRESH_COOKIE] ?? null;
}
