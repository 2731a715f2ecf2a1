import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/AppError';
import { currentOrganizationOf } from '../../plugins/currentOrganization';

/** The organization a permission-guarded request acts in (the guard has checked the membership). */
export function organizationOf(request: FastifyRequest): string {
  const membership = currentOrganizationOf(request);
  if (!membership) throw forbidden('You are not a member of any organization');
  return membership.organizationId;
}
