import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/Database';
import { passwordMismatch } from './passwordMismatch';
import { verifyPassword } from './passwords';
import { reserveSignInAttempt } from './signInLimits';
import { signInLimitsOf } from './signInLimitsConfig';

/**
 * The password of a signed-in account, asked again before a change to it (its password, its
 * email), under the sign-in limits (issue 38): 429 while the account or the address must wait, and
 * a wrong one counts as a failed sign-in, then answers 400 naming `field`. A right one is reported
 * as a success (an attempt counts as a failure until then, signInLimits.ts): someone holding both a
 * session and the password is the owner. An account made by single sign-on has no password to match.
 */
export async function verifyAccountPassword(request: FastifyRequest, user: UserRow, password: string, field: string): Promise<void> {
  const { db, config } = request.server;
  const limits = signInLimitsOf(config);
  const attempt = { account: user.email, ip: request.ip };
  const reservation = await reserveSignInAttempt(db, limits, attempt);
  if (await verifyPassword(user.password_hash, password)) {
    await reservation.succeeded();
    return;
  }
  throw passwordMismatch(field);
}
