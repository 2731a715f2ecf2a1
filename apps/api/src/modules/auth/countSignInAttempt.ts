import type { FastifyRequest } from 'fastify';
import { enforceLoginRateLimit } from './loginRateLimit';

/**
 * Counts an attempt at a secret of a signed-in account (its current password; later its second
 * factors) against the sign-in limits, per client IP and per account, and answers 429 once over
 * them. Counted before the secret is checked, as sign-in does, so being over the limit stops a
 * right guess too. The one place to swap when sign-in throttling becomes its own module (issue 38).
 */
export async function countSignInAttempt(request: FastifyRequest, email: string): Promise<void> {
  const { db, config } = request.server;
  await enforceLoginRateLimit(db, config.loginRateLimit, request.ip, email);
}
