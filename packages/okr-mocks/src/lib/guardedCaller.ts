import type { PermissionAction, PermissionDomain } from '@okr/contract';
import type { Caller } from './authenticate';
import { guardedOrganization } from './guardedOrganization';

export type GuardedCaller = (
  request: Request,
  domain: PermissionDomain,
  action: PermissionAction,
  fromPath?: string,
) => Caller & { organizationId: string };

/**
 * The caller of a request past the API's permission guard, in one call: what every guarded
 * handler starts with (`guardedOrganization` says which organization and which answers).
 */
export function guardedCaller(caller: (request: Request) => Caller): GuardedCaller {
  return (request, domain, action, fromPath) => {
    const found = caller(request);
    return { ...found, organizationId: guardedOrganization(request, found.db, found.user, domain, action, fromPath) };
  };
}
