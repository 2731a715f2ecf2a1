import { mfaMessages } from '@okr/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, forbidden, notFound } from '../../lib/AppError';
import { authOf } from '../../plugins/authenticate';

/**
 * preValidation of `/comments/{id}` (guard `signedIn`: the comment, not the route, names the
 * domain): the refusals of a permission guard that come before any flag, so a caller outside the
 * organization learns nothing about the payload: 404 for an organization asked for where they are
 * not a member, 403 without any, 403 MFA_ENROLLMENT_REQUIRED while it requires a second factor.
 */
export async function requireMember(request: FastifyRequest): Promise<void> {
  const auth = authOf(request);
  if (!auth.membership) {
    if (auth.requestedOrganizationId !== null) throw notFound('Organization');
    throw forbidden('You are not a member of any organization');
  }
  if (auth.mfaEnrollmentRequired) throw new AppError('MFA_ENROLLMENT_REQUIRED', mfaMessages.enrollmentRequired);
}
