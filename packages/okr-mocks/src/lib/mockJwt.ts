/** The claims of a mock access token: the API's (`sub` user, `sid` session family) and the times. */
export interface MockAccessClaims {
  sub: string;
  sid: string;
  /** Seconds since the epoch, as in every JWT. */
  iat: number;
  exp: number;
}

const header = { alg: 'HS256', typ: 'JWT', kid: 'okr-mocks' };
// Not a signature: the mocks have no secret. Fixed, so a token the mocks did not make is refused.
const fakeSignature = 'bW9jay1zaWduYXR1cmU';

function encode(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function decode(part: string): unknown {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  return JSON.parse(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)));
}

/**
 * A real-shaped JWT (`header.payload.signature`, base64url JSON) so the client reads its `exp` and
 * runs its refresh path against the mocks as it does against the API.
 */
export function signMockJwt(claims: MockAccessClaims): string {
  return `${encode(header)}.${encode(claims)}.${fakeSignature}`;
}

/** The claims of a token `signMockJwt` made, or null for anything else. */
export function readMockJwt(token: string): MockAccessClaims | null {
  const [head, payload, signature, ...rest] = token.split('.');
  if (!head || !payload || signature !== fakeSignature || rest.length > 0) return null;
  try {
    const claims = decode(payload) as Partial<MockAccessClaims> | null;
    if (typeof claims?.sub !== 'string' || typeof claims.sid !== 'string') return null;
    if (typeof claims.iat !== 'number' || typeof claims.exp !== 'number') return null;
    return { sub: claims.sub, sid: claims.sid, iat: claims.iat, exp: claims.exp };
  } catch {
    return null;
  }
}
