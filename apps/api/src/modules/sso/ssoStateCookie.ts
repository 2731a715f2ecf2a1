import { SSO_LOGIN_TTL_MINUTES } from '@okr/contract';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The state of the sign-in this browser started, for the callback to compare with the provider's. */
export const SSO_STATE_COOKIE = 'okr_sso_state';

// Lax, not Strict: the provider sends the browser back by a top-level cross-site navigation, on
// which only Lax cookies travel. Path: the single sign-on calls only.
function cookieOptions(request: FastifyRequest): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', path: '/api/auth/sso' };
}

export function setSsoStateCookie(request: FastifyRequest, reply: FastifyReply, state: string): void {
  reply.setCookie(SSO_STATE_COOKIE, state, { ...cookieOptions(request), maxAge: SSO_LOGIN_TTL_MINUTES * 60 });
}

export function readSsoStateCookie(request: FastifyRequest): string | undefined {
  return request.cookies[SSO_STATE_COOKIE];
}

export function clearSsoStateCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SSO_STATE_COOKIE, cookieOptions(request));
}
