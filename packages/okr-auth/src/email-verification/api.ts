import { useMutation } from '@tanstack/react-query';
import { authPaths } from '@okr/contract';
import type { AccountUserResponse, MessageResponse } from '@okr/contract';
import { useApiClient } from '@okr/core';
import { useStoreUser } from '../lib/useStoreUser';

/** Which link: the one sent at sign-up (`verify`) or to a new address (`confirm`). */
export type EmailLinkKind = 'verify' | 'confirm';

const linkPaths: Record<EmailLinkKind, string> = { verify: authPaths.verifyEmail, confirm: authPaths.confirmEmail };

/** `POST /auth/verify-email` or `/auth/confirm-email` with the link's token (public: it works signed out too). */
export function useEmailLink(kind: EmailLinkKind) {
  const api = useApiClient();
  const storeUser = useStoreUser();
  return useMutation({
    mutationFn: (token: string) => api.post<AccountUserResponse>(linkPaths[kind], { token }),
    onSuccess: ({ user }) => storeUser(user),
  });
}

/** `POST /auth/verify-email/resend`: 202; a 429 within a minute of the last one. */
export function useResendVerification() {
  const api = useApiClient();
  return useMutation({ mutationFn: () => api.post<MessageResponse>(authPaths.verifyEmailResend) });
}
