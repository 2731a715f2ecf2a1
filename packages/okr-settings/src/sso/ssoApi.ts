import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ssoPaths, authPaths } from '@okr/contract';
import type { SsoConnection, SsoConnectionInput, SsoStartAnswer, SsoVerifyDomainAnswer } from '@okr/contract';
import { isApiError, useApiClient } from '@okr/core';
import type { ApiClient, OrgId } from '@okr/core';

/** Cache keys of an organization's single sign-on, organization id first (a switch never shows another's). */
export const ssoKeys = {
  connection: (orgId: OrgId) => ['org', orgId, 'sso'] as const,
};

const isStatus = (error: unknown, status: number) => isApiError(error) && error.status === status;

/**
 * `GET /organizations/{id}/sso`: the connection, or `null` when none is set up (404), which the
 * panel shows as its empty state rather than as an error.
 */
export function ssoQuery(api: ApiClient, orgId: OrgId) {
  return queryOptions({
    queryKey: ssoKeys.connection(orgId),
    queryFn: async (): Promise<SsoConnection | null> => {
      try {
        return await api.get<SsoConnection>(ssoPaths.connection(orgId ?? ''));
      } catch (error) {
        if (isStatus(error, 404)) return null;
        throw error;
      }
    },
    enabled: orgId !== null,
    // No staleTime: a domain may have been verified elsewhere (a super administrator) since.
  });
}

/** `PUT .../sso`: the answer is the connection as stored (no secret); it becomes the cache. */
export function useSaveSso(orgId: OrgId) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SsoConnectionInput) => api.put<SsoConnection>(ssoPaths.connection(orgId ?? ''), body),
    onSuccess: (saved) => queryClient.setQueryData(ssoKeys.connection(orgId), saved),
  });
}

/** `DELETE .../sso`: back to the empty state. */
export function useDeleteSso(orgId: OrgId) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(ssoPaths.connection(orgId ?? '')),
    onSuccess: () => queryClient.setQueryData(ssoKeys.connection(orgId), null),
  });
}

/** `POST .../sso/domains/{domain}/verify`: the DNS TXT check; 422 names what was found. */
export function useVerifySsoDomain(orgId: OrgId) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (domain: string) => api.post<SsoVerifyDomainAnswer>(ssoPaths.verifyDomain(orgId ?? '', domain)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ssoKeys.connection(orgId) }),
  });
}

/** `POST /auth/sso/start`: the provider's address for a test sign-in, opened in a new window. */
export function useStartTestSignIn() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (email: string) => api.post<SsoStartAnswer>(authPaths.ssoStart, { email }),
  });
}
