import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { permissionDomains, rolePermissionsPaths } from '@okr/contract';
import type {
  CreateRolePermissionRequest,
  PermissionDomain,
  PermissionFlags,
  RolePermission,
  UpdateRolePermissionRequest,
} from '@okr/contract';
import { listQueryDefaults, queryKeys, useApiClient } from '@okr/core';
import type { ApiClient, OrgId } from '@okr/core';

export type PermissionFlag = keyof PermissionFlags;
export const permissionFlags = ['canCreate', 'canRead', 'canUpdate', 'canDelete'] as const satisfies readonly PermissionFlag[];

/** `GET /role-permissions`: every permission row of the organization's roles (spec §9 caching). */
export function rolePermissionsQuery(api: ApiClient, orgId: OrgId) {
  return queryOptions({
    queryKey: queryKeys.rolePermissions(orgId),
    queryFn: () => api.get<RolePermission[]>(rolePermissionsPaths.list),
    ...listQueryDefaults,
  });
}

/** Spec §4: only the domains the role has no row for yet, in the spec's order. */
export function missingDomains(rows: readonly RolePermission[] | undefined, roleId: string): PermissionDomain[] {
  const taken = new Set((rows ?? []).filter((row) => row.roleId === roleId).map((row) => row.domainName));
  return permissionDomains.filter((domain) => !taken.has(domain));
}

/** A flag change may change what the caller may do: read /auth/me again. */
const refreshMe = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: queryKeys.me().slice(0, 2) }, { cancelRefetch: false });

/** `POST /role-permissions`. */
export function useCreateRolePermission(orgId: OrgId) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRolePermissionRequest) => api.post<RolePermission>(rolePermissionsPaths.list, body),
    onSuccess: (created) => {
      queryClient.setQueryData<RolePermission[]>(queryKeys.rolePermissions(orgId), (rows) => (rows ? [...rows, created] : rows));
      void queryClient.invalidateQueries({ queryKey: queryKeys.rolePermissions(orgId) });
      void refreshMe(queryClient);
    },
  });
}

export interface UpdateRolePermissionInput {
  row: RolePermission;
  /** Only the changed flags are sent (spec §7). */
  changes: UpdateRolePermissionRequest;
}

/** Puts `changes` on one row of the cached list; every other row keeps its identity (memoized rows stay put). */
function patchRow(rows: RolePermission[] | undefined, id: string, changes: Partial<PermissionFlags>) {
  return rows?.map((row) => (row.id === id ? { ...row, ...changes } : row));
}

/**
 * `PATCH /role-permissions/{id}`, optimistic: the cached row changes at once; a failure puts back
 * the flags this call changed (not a whole snapshot, so another row's or flag's change in flight
 * survives); the stored row replaces it on success.
 */
export function useUpdateRolePermission(orgId: OrgId) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const key = queryKeys.rolePermissions(orgId);
  return useMutation({
    mutationFn: ({ row, changes }: UpdateRolePermissionInput) =>
      api.patch<RolePermission>(rolePermissionsPaths.byId(row.id), changes),
    onMutate: async ({ row, changes }) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<RolePermission[]>(key, (rows) => patchRow(rows, row.id, changes));
    },
    onError: (_error, { row, changes }) => {
      const previous = Object.fromEntries(Object.keys(changes).map((flag) => [flag, row[flag as PermissionFlag]]));
      queryClient.setQueryData<RolePermission[]>(key, (rows) => patchRow(rows, row.id, previous));
    },
    onSuccess: (stored) => {
      queryClient.setQueryData<RolePermission[]>(key, (rows) =>
        rows?.map((row) =>
          row.id === stored.id && permissionFlags.some((flag) => row[flag] !== stored[flag]) ? stored : row,
        ),
      );
      void refreshMe(queryClient);
    },
  });
}

/** `DELETE /role-permissions/{id}`. */
export function useDeleteRolePermission(orgId: OrgId) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const key = queryKeys.rolePermissions(orgId);
  return useMutation({
    mutationFn: (row: RolePermission) => api.delete<void>(rolePermissionsPaths.byId(row.id)).then(() => row),
    onSuccess: (deleted) => {
      queryClient.setQueryData<RolePermission[]>(key, (rows) => rows?.filter((row) => row.id !== deleted.id));
      void queryClient.invalidateQueries({ queryKey: key });
      void refreshMe(queryClient);
    },
  });
}
