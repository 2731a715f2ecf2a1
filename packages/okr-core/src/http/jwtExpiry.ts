/** Seconds-since-epoch `exp` of a JWT, or null when the token is not a readable JWT. */
export function readJwtExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const claims: unknown = JSON.parse(atob(padded));
    if (typeof claims === 'object' && claims !== null && 'exp' in claims && typeof claims.exp === 'number') {
      return claims.exp;
    }
    return null;
  } catch {
    return null;
  }
}

/** True when the token expires within `withinSeconds`; opaque tokens are never "expiring". */
export function isExpiringSoon(token: string, withinSeconds: number, now = Date.now()): boolean {
  const exp = readJwtExpiry(token);
  return exp !== null && exp * 1000 - now <= withinSeconds * 1000;
}
