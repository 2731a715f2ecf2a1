import { canDo, mfaMessages, missingPermissionMessage } from '@okr/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, forbidden, notFound } from '../../lib/AppError';
import { authOf } from '../../plugins/authenticate';
import type { PermissionGuard } from './RouteGuard';

/**
 * preValidation hook of a permission guard (added by `registerRouteGuards`, before validation, on the
 * access `authenticate` resolved): 404 when the caller is not an active member of the
 * organization asked for, 403 without any membership, 403 naming the missing flag otherwise.
 */
export function requirePermission({ domain, action }: PermissionGuard) {
  return async (request: FastifyRequest): Promise<void> => {
    const auth = authOf(request);
    if (!auth.membership) {
      if (auth.requestedOrganizationId !== null) throw notFound('Organization');
      throw forbidden('You are not a member of any organization');
    }
    // A person (never an API key) without the second factor the organization requires: enrol first.
    if (auth.mfaEnrollmentRequired && !auth.apiKey) throw new AppError('MFA_ENROLLMENT_REQUIRED', mfaMessages.enrollmentRequired);
    if (!canDo(auth.permissions, domain, action)) {
      throw forbidden(missingPermissionMessage(domain, action));
    }
  };
}

/** preValidation hook of the `superAdmin` guard: only holders of the global SuperAdmin role. */
export async function requireSuperAdmin(request: FastifyRequest): Promise<void> {
  if (!authOf(request).isSuperAdmin) throw forbidden('Only super administrators can do this (missing: SuperAdmin)');
}
