import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminPaths } from '@okr/contract';
import type { AdminOrganizationDetail, AdminOrganizationList, UpdateAdminOrganizationRequest } from '@okr/contract';
import { queryKeys, queryString, useApiClient } from '@okr/core';
import type { ListParams } from '../lib/listParams';

/** `GET /admin/organizations`: one page, searched and sorted on the server; the last page stays while the next loads. */
export function useAdminOrganizations(params: ListParams) {
  const api = useApiClient();
  return useQuery({
    queryKey: queryKeys.admin('organizations', params),
    queryFn: () => api.get<AdminOrganizationList>(`${adminPaths.organizations}${queryString({ ...params })}`),
    placeholderData: keepPreviousData,
  });
}

/** `GET /admin/organizations/{id}`. */
export function useAdminOrganization(id: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: queryKeys.admin('organization', id),
    queryFn: () => api.get<AdminOrganizationDetail>(adminPaths.organization(id)),
  });
}

/** `PATCH /admin/organizations/{id}`: the answer replaces the detail; the lists refetch. */
export function useUpdateAdminOrganization(id: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateAdminOrganizationRequest) =>
      api.patch<AdminOrganizationDetail>(adminPaths.organization(id), changes),
    onSuccess: async (detail) => {
      queryClient.setQueryData(queryKeys.admin('organization', id), detail);
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin('organizations') });
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin('audit-events') });
    },
  });
}
