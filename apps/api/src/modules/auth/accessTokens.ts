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

/** HS256 access tokens (15 minutes), signed with the server's secret. */
export function createAccessTokens(secret: string, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): AccessTokens {
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
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'], issuer, audience });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') throw unauthenticated();
        return { userId: payload.sub, sessionId: payload.sid };
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw unauthenticated('Access token expired');
        throw unauthenticated('Invalid access token');
      }
    },
  };
}
