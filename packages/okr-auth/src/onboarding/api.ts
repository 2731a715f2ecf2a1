import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authPaths } from '@okr/contract';
import type { CompleteOnboardingResponse, MeResponse } from '@okr/contract';
import { queryKeys, useApiClient, useSessionStoreApi } from '@okr/core';

/**
 * `POST /auth/complete-onboarding`; the answer's user replaces the stored one and the cached
 * `/auth/me` answers, so no cached answer can bring the onboarding back.
 */
export function useCompleteOnboarding() {
  const api = useApiClient();
  const store = useSessionStoreApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CompleteOnboardingResponse>(authPaths.completeOnboarding),
    onSuccess: async ({ user }) => {
      const orgId = store.getState().organization?.id ?? null;
      store.getState().setUser(user);
      // The current organization's answer takes the new user; the others (roles differ there) the flag.
      queryClient.setQueriesData<MeResponse>({ queryKey: queryKeys.me().slice(0, 2) }, (cached) =>
        cached ? { ...cached, user: { ...cached.user, isOnboardingComplete: user.isOnboardingComplete } } : cached,
      );
      queryClient.setQueryData<MeResponse>(queryKeys.me(orgId), (cached) => (cached ? { ...cached, user } : cached));
      await queryClient.invalidateQueries({ queryKey: queryKeys.me().slice(0, 2), refetchType: 'none' });
    },
  });
}
