import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@okr/contract';
import type { CreateRoleRequest, Role, UpdateRoleRequest } from '@okr/contract';
import { listQueryDefaults, queryKeys, useApiClient } from '@okr/core';
import type { ApiClient, OrgId } from '@okr/core';

/** Spec §6: the role lists show only the Application and Custom categories. */
export const isListedRole = (role: Pick<Role, 'category'>) => role.category === 'Application' || role.category === 'Custom';

/** Spec §6: only Custom roles can be edited or deleted. */
export const isEditableRole = (role: Pick<Role, 'category'>) => role.category === 'Custom';

/** `GET /roles`: the current organization's roles (spec §9: fresh 5 minutes, cached 10). */
export function rolesQuery(api: ApiClient, orgId: OrgId) {
  return queryOptions({
    queryKey: queryKeys.roles(orgId),
    queryFn: () => api.get<Role[]>(apiPaths.roles.list),
    ...listQueryDefaults,
  });
}

/** What a role change means to the caches: the lists, and what hangs off roles. */
function useInvalidateRoles(orgId: OrgId) {
  const queryClient = useQueryClient();
  return (alsoPermissions: boolean) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.roles(orgId) }),
      // A deleted role takes its permission rows and its members' grants with it.
      alsoPermissions ? queryClient.invalidateQueries({ queryKey: queryKeys.rolePermissions(orgId) }) : null,
      alsoPermissions ? queryClient.invalidateQueries({ queryKey: queryKeys.userRoles(orgId) }) : null,
    ]);
}

/** `POST /roles`. */
export function useCreateRole(orgId: OrgId) {
  const api = useApiClient();
  const invalidate = useInvalidateRoles(orgId);
  return useMutation({
    mutationFn: (body: CreateRoleRequest) => api.post<Role>(apiPaths.roles.list, body),
    onSuccess: () => invalidate(false),
  });
}

/** `PATCH /roles/{id}` with name, description and the (unchanged) category. */
export function useUpdateRole(orgId: OrgId) {
  const api = useApiClient();
  const invalidate = useInvalidateRoles(orgId);
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateRoleRequest & { id: string }) => api.patch<Role>(apiPaths.roles.byId(id), body),
    // The matrix shows role names too.
    onSuccess: () => invalidate(true),
  });
}

/** `DELETE /roles/{id}`. */
export function useDeleteRole(orgId: OrgId) {
  const api = useApiClient();
  const invalidate = useInvalidateRoles(orgId);
  return useMutation({
    mutationFn: (role: Role) => api.delete<void>(apiPaths.roles.byId(role.id)).then(() => role),
    onSuccess: () => invalidate(true),
  });
}
