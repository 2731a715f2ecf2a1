import { useMutation } from '@tanstack/react-query';
import { authPaths } from '@okr/contract';
import type { ChangeEmailRequest, MessageResponse, UpdateMeRequest, UpdateMeResponse } from '@okr/contract';
import { useApiClient } from '@okr/core/headless';
import { useStoreUser } from '../lib/useStoreUser';

/** `PATCH /auth/me`: only the fields sent change. */
export function useUpdateMe() {
  const api = useApiClient();
  const storeUser = useStoreUser();
  return useMutation({
    mutationFn: (body: UpdateMeRequest) => api.patch<UpdateMeResponse>(authPaths.me, body),
    onSuccess: ({ user }) => storeUser(user),
  });
}

/** `POST /auth/change-email`: 202, and a link goes to the new address; nothing changes until it is opened. */
export function useChangeEmail() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (body: ChangeEmailRequest) => api.post<MessageResponse>(authPaths.changeEmail, body),
  });
}
