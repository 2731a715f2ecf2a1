import { ACCESS_TOKEN_TTL_SECONDS } from '@okr/contract';
import { SignJWT, errors, jwtVerify } from 'jose';
import { unauthenticated } from '../../lib/AppError';

const issuer = 'okr-api';
const audience = 'okr';

export interface AccessTokenClaims {
  userId: string;
  /** The refresh-token family of the sign-in: revoking it ends this access token too. */
  sessionId: string;
}

export interface AccessTokens {
  sign(claims: AccessTokenClaims): Promise<string>;
  /** Throws UNAUTHENTICATED for an expired, malformed or foreign token. */
  verify(token: string): Promise<AccessTokenClaims>;
}

/** Verified tokens remembered at most; past it the memory starts again empty (a bound, not a policy). */
const MAX_VERIFIED = 10_000;

/**
 * HS256 access tokens (15 minutes), signed with the server's secret. A token whose signature and
 * claims were verified is remembered with its expiry: a client sends the same token with every
 * request for its 15 minutes, and checking the HMAC again each time was a third of a cached read's
 * CPU (bench/okr-load.mjs). The expiry is still checked on every call; whether its sign-in was
 * revoked is the guard's statement's business, as before.
 */
export function createAccessTokens(secret: string, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): AccessTokens {
  const verified = new Map<string, { claims: AccessTokenClaims; exp: number }>();
  // Imported once: given raw bytes, jose imports the key again on every sign and verify.
  const key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  return {
    sign: async ({ userId, sessionId }) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await key),
    async verify(token) {
      const known = verified.get(token);
      // jose's rule: expired once the clock reaches `exp` (whole seconds).
      if (known && known.exp > Math.floor(Date.now() / 1000)) return known.claims;
      verified.delete(token);
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'], issuer, audience });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') {
          throw unauthenticated();
        }
        const claims = { userId: payload.sub, sessionId: payload.sid };
        if (verified.size >= MAX_VERIFIED) verified.clear();
        verified.set(token, { claims, exp: payload.exp });
        return claims;
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw unauthenticated('Access token expired');
        throw unauthenticated('Invalid access token');
      }
    },
  };
}
