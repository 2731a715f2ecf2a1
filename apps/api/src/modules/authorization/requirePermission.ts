import { flagOfAction } from '@okr/contract';
import type { PermissionAction, PermissionDomain } from '@okr/contract';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { forbidden, notFound } from '../../lib/AppError';
import { authOf } from '../../plugins/authenticate';
import { resolveCurrentOrganization } from '../../plugins/currentOrganization';
import { findActiveMembership } from '../organizations/memberships';
import type { Membership } from '../organizations/memberships';
import { permissionsIn } from './permissionsIn';

export interface PermissionOptions {
  /**
   * The organization to check in, read from the request (e.g. a route's `:id`); by default the
   * request's current organization. A caller who is not an active member gets 404, never 403,
   * so that other tenants' ids stay unconfirmed.
   */
  organizationId?: (request: FastifyRequest) => string;
}

async function targetMembership(request: FastifyRequest, options: PermissionOptions): Promise<Membership> {
  if (!options.organizationId) {
    const current = await resolveCurrentOrganization(request);
    if (!current) throw forbidden('You are not a member of any organization');
    return current;
  }
  const membership = await findActiveMembership(
    request.server.db,
    authOf(request).user.id,
    options.organizationId(request),
  );
  if (!membership) throw notFound('Organization');
  request.currentOrganization = membership;
  return membership;
}

/**
 * Route guard: `preHandler: requirePermission('objectives', 'update')`, on a route behind the
 * `authenticate` onRequest hook (without a session it answers 401 all the same). Finds the
 * organization, and answers 403 naming the missing flag unless one of the caller's roles there
 * grants it. Handlers then read the checked organization from `request.currentOrganization`.
 */
export function requirePermission(
  domain: PermissionDomain,
  action: PermissionAction,
  options: PermissionOptions = {},
): preHandlerAsyncHookHandler {
  return async (request) => {
    const membership = await targetMembership(request, options);
    const permissions = await permissionsIn(request.server.db, authOf(request).user.id, membership.organizationId);
    if (!permissions[domain][flagOfAction[action]]) {
      throw forbidden(
        `You don't have permission to ${action} ${domain.replace('_', ' ')} (missing: ${domain}.${action})`,
      );
    }
  };
}
