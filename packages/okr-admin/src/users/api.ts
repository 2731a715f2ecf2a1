import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminPaths } from '@okr/contract';
import type { AdminUser, AdminUserList } from '@okr/contract';
import { queryKeys, queryString, useApiClient } from '@okr/core';
import type { ListParams } from '../lib/listParams';

/** `GET /admin/users`: one page, searched (name or email prefix) and sorted on the server. */
export function useAdminUsers(params: ListParams) {
  const api = useApiClient();
  return useQuery({
    queryKey: queryKeys.admin('users', params),
    queryFn: () => api.get<AdminUserList>(`${adminPaths.users}${queryString({ ...params })}`),
    placeholderData: keepPreviousData,
  });
}

/** `GET /admin/users/{id}`. */
export function useAdminUser(id: string) {
  const api = useApiClient();
  return useQuery({ queryKey: queryKeys.admin('user', id), queryFn: () => api.get<AdminUser>(adminPaths.user(id)) });
}

/** `PATCH /admin/users/{id}` `{ isActive }`: deactivation ends the user's sessions on the server. */
export function useSetUserActive(id: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isActive: boolean) => api.patch<AdminUser>(adminPaths.user(id), { isActive }),
    onSuccess: async (user) => {
      queryClient.setQueryData(queryKeys.admin('user', id), user);
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin('users') });
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin('audit-events') });
    },
  });
}
