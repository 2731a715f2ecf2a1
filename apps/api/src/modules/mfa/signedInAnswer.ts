import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionView } from '../auth/sessionView';
import { startSession } from '../auth/startSession';
import { defaultOrganizationOf } from '../organizations/defaultOrganizationOf';
import type { UserRow } from '../../db/Database';

/**
 * The answer of a sign-in whose last factor just held (a code, a recovery code, a passkey): a new
 * session, audited, and the user with their default organization, as `POST /auth/login` answers.
 */
export async function signedInAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  options: Omit<NonNullable<Parameters<typeof startSession>[3]>, 'audited'>,
) {
  const tokens = await startSession(request, reply, user, { ...options, audited: true });
  const organization = await defaultOrganizationOf(request.server.db, user);
  return { ...(await sessionView(request.server.db, user, organization?.organizationId ?? null)), ...tokens };
}
