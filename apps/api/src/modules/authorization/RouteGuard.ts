import type { PermissionAction, PermissionDomain } from '@okr/contract';
import type { FastifyRequest } from 'fastify';

/** A permission of api-contract.md's Authorization table: read = GET, create = POST, update = PATCH/PUT, delete = DELETE. */
export interface PermissionGuard {
  domain: PermissionDomain;
  action: PermissionAction;
  /**
   * Where the organization to check in comes from (e.g. `idParam` for `/organizations/:id`); by
   * default the request's current organization (X-Organization-Id, else the caller's default).
   * A caller who is not an active member there gets 404, never 403.
   */
  organizationId?: (request: FastifyRequest) => string | undefined;
  /**
   * `false` for routes only a person may call (invitations, API keys, webhooks): an API key gets
   * 403 there although it may hold the flag. Keys never reach `signedIn` or `superAdmin` routes.
   */
  apiKeys?: false;
  /**
   * `true` where the contract fixes an action other than the method's (POST `.../ping` and
   * `.../redeliver` of webhooks need `settings:update`): the registration check lets it pass.
   */
  contractAction?: true;
}

/**
 * What a route requires of its caller, declared in its definition (`config: { guard }`); a route
 * without one cannot be registered (see `registerRouteGuards`).
 * - `public`: anyone, no session looked at.
 * - `signedIn`: a valid access token of an active user whose sign-in was not revoked (else 401).
 * - a permission: signed in, and the caller's roles in the organization hold the flag (else 403
 *   naming it; 404 for an organization they are not a member of).
 * - `superAdmin`: signed in and holding the global SuperAdmin role (else 403).
 * - `scimToken`: a SCIM token of an Enterprise organization (`Authorization: Bearer scim_…`),
 *   never a person's session nor an API key (else 401; 402 below Enterprise); the token names the
 *   organization (`/scim/v2/**`, api-contract.md "SCIM 2.0 provisioning").
 */
export type RouteGuard = 'public' | 'signedIn' | 'superAdmin' | 'scimToken' | PermissionGuard;

declare module 'fastify' {
  interface FastifyContextConfig {
    guard?: RouteGuard;
  }
}

/**
 * The route config of a permission guard: `config: permissionGuard('settings', 'read')`, or with
 * the organization read from the path (`permissionGuard('users', 'create', idParam)`).
 */
export function permissionGuard(
  domain: PermissionDomain,
  action: PermissionAction,
  organizationId?: PermissionGuard['organizationId'],
  { people, contractAction }: { people?: true; contractAction?: true } = {},
): { guard: PermissionGuard } {
  return {
    guard: {
      domain,
      action,
      ...(organizationId && { organizationId }),
      ...(people && { apiKeys: false as const }),
      ...(contractAction && { contractAction }),
    },
  };
}
