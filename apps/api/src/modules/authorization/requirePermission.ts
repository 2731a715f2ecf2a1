import { canDo } from '@okr/contract';
import type { FastifyRequest } from 'fastify';
import { forbidden, notFound } from '../../lib/AppError';
import { authOf } from '../../plugins/authenticate';
import type { PermissionGuard } from './RouteGuard';

/**
 * preHandler of a permission guard (added by `registerRouteGuards`, after validation, on the
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
    if (!canDo(auth.permissions, domain, action)) {
      throw forbidden(
        `You don't have permission to ${action} ${domain.replace('_', ' ')} (missing: ${domain}.${action})`,
      );
    }
  };
}

/** preHandler of the `superAdmin` guard: only holders of the global SuperAdmin role. */
export async function requireSuperAdmin(request: FastifyRequest): Promise<void> {
  if (!authOf(request).isSuperAdmin) throw forbidden('Only super administrators can do this (missing: SuperAdmin)');
}
