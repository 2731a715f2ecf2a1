import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@okr/contract';
import type { CompleteOnboardingResponse } from '@okr/contract';
import { useApiClient, useSessionStoreApi } from '@okr/core';

/** `POST /auth/complete-onboarding`; the answer's user replaces the stored one. */
export function useCompleteOnboarding() {
  const api = useApiClient();
  const store = useSessionStoreApi();
  return useMutation({
    mutationFn: () => api.post<CompleteOnboardingResponse>(apiPaths.auth.completeOnboarding),
    onSuccess: ({ user }) => store.getState().setUser(user),
  });
}
