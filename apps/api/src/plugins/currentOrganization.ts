import type { FastifyRequest } from 'fastify';
import { notFound } from '../lib/AppError';
import type { Membership } from '../modules/organizations/memberships';
import { authOf } from './authenticate';

/**
 * The organization a request acts in (api-contract.md, "Sessions and the current organization"):
 * the one asked for (X-Organization-Id, or the route's own organization id for guards that name
 * one) when the caller is an active member there, else 404; without one, the user's last
 * switched-to organization, else their first membership; null when they belong to none.
 * Resolved by the route's guard in the same statement as the session: no query here.
 */
export function currentOrganizationOf(request: FastifyRequest): Membership | null {
  const auth = authOf(request);
  if (auth.requestedOrganizationId !== null && !auth.membership) throw notFound('Organization');
  return auth.membership;
}
