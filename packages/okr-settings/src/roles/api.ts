import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rolesPaths } from '@okr/contract';
import type { CreateRoleRequest, Role, UpdateRoleRequest } from '@okr/contract';
import { queryKeys, useApiClient } from '@okr/core';
import type { OrgId } from '@okr/core';

export { isEditableRole, isListedRole, rolesQuery } from '../lib/roleQueries';

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
    mutationFn: (body: CreateRoleRequest) => api.post<Role>(rolesPaths.list, body),
    onSuccess: () => invalidate(false),
  });
}

/** `PATCH /roles/{id}` with name, description and the (unchanged) category. */
export function useUpdateRole(orgId: OrgId) {
  const api = useApiClient();
  const invalidate = useInvalidateRoles(orgId);
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateRoleRequest & { id: string }) => api.patch<Role>(rolesPaths.byId(id), body),
    // The matrix shows role names too.
    onSuccess: () => invalidate(true),
  });
}

/** `DELETE /roles/{id}`. */
export function useDeleteRole(orgId: OrgId) {
  const api = useApiClient();
  const invalidate = useInvalidateRoles(orgId);
  return useMutation({
    mutationFn: (role: Role) => api.delete<void>(rolesPaths.byId(role.id)).then(() => role),
    onSuccess: () => invalidate(true),
  });
}
