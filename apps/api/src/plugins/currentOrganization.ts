import { ORGANIZATION_HEADER } from '@okr/contract';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/Database';
import { notFound } from '../lib/AppError';
import { findActiveMembership, firstActiveMembership } from '../modules/organizations/memberships';
import type { Membership } from '../modules/organizations/memberships';
import { authOf } from './authenticate';

const headerName = ORGANIZATION_HEADER.toLowerCase();

/** Without a header: the user's last switched-to organization if still a member, else the first joined. */
export async function defaultOrganizationOf(db: Kysely<Database>, user: UserRow): Promise<Membership | undefined> {
  const stored = user.current_organization_id;
  return (
    (stored ? await findActiveMembership(db, user.id, stored) : undefined) ?? (await firstActiveMembership(db, user.id))
  );
}

/**
 * The organization a request acts in (api-contract.md, "Sessions and the current organization"):
 * the X-Organization-Id header when present (the caller must be an active member, else 404),
 * else the user's last switched-to organization, else their first membership. Null when the
 * user belongs to none. Resolved once per request.
 */
export async function resolveCurrentOrganization(request: FastifyRequest): Promise<Membership | null> {
  if (request.currentOrganization !== undefined) return request.currentOrganization;
  const { user } = authOf(request);
  const { db } = request.server;
  const requested = request.headers[headerName];
  let membership: Membership | undefined;
  if (typeof requested === 'string' && requested !== '') {
    membership = await findActiveMembership(db, user.id, requested);
    if (!membership) throw notFound('Organization');
  } else {
    membership = await defaultOrganizationOf(db, user);
  }
  request.currentOrganization = membership ?? null;
  return request.currentOrganization;
}
