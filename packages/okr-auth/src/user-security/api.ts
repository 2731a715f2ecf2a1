import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authPaths } from '@okr/contract';
import type { ChangePasswordRequest } from '@okr/contract';
import { useApiClient, useSessionStoreApi } from '@okr/core/headless';
import { accountQueries } from '../lib/accountQueries';

/** `POST /auth/change-password`: 204; the server ends every other session, so their list reloads. */
export function useChangePassword() {
  const api = useApiClient();
  const store = useSessionStoreApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => api.post<void>(authPaths.changePassword, body),
    onSuccess: () => {
      const userId = store.getState().user?.id;
      if (userId) void queryClient.invalidateQueries({ queryKey: accountQueries.all(userId) });
    },
  });
}
