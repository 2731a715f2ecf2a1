import type { FastifyRequest } from 'fastify';
import { auditActorOf, recordAudit } from '../audit/recordAudit';
import { findUserByEmail } from '../users/userRepository';

/**
 * `auth.login_failed`: the account the email names (if any) as actor and target, the email tried,
 * the client IP; never the password. Unknown and known emails take the same lookup.
 */
export async function recordFailedLogin(request: FastifyRequest, email: string): Promise<void> {
  const { db } = request.server;
  const user = await findUserByEmail(db, email);
  await recordAudit(
    db,
    { ...auditActorOf(request), userId: user?.id ?? null, email: email.toLowerCase().slice(0, 254) },
    { action: 'auth.login_failed', organizationId: null, targetType: 'user', targetId: user?.id ?? null },
  );
}
