import { queryOptions } from '@tanstack/react-query';
import { rolesPaths } from '@okr/contract';
import type { Role } from '@okr/contract';
import { listQueryDefaults, queryKeys } from '@okr/core';
import type { ApiClient, OrgId } from '@okr/core';

// The role list, shared by the Roles tab and the permission matrix (one cache entry, spec §9).

/** Spec §6: the role lists show only the Application and Custom categories. */
export const isListedRole = (role: Pick<Role, 'category'>) => role.category === 'Application' || role.category === 'Custom';

/** Spec §6: only Custom roles can be edited or deleted. */
export const isEditableRole = (role: Pick<Role, 'category'>) => role.category === 'Custom';

/** `GET /roles`: the current organization's roles (spec §9: fresh 5 minutes, cached 10). */
export function rolesQuery(api: ApiClient, orgId: OrgId) {
  return queryOptions({
    queryKey: queryKeys.roles(orgId),
    queryFn: () => api.get<Role[]>(rolesPaths.list),
    ...listQueryDefaults,
  });
}
