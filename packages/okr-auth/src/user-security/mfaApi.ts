import { useMutation } from '@tanstack/react-query';
import { authPaths } from '@okr/contract';
import type {
  RecoveryCodesResponse,
  RegenerateRecoveryCodesRequest,
  TotpConfirmRequest,
  TotpEnrollment,
  TotpRemoveRequest,
} from '@okr/contract';
import { useApiClient } from '@okr/core';
import { useReloadAccount } from '../lib/useReloadAccount';

/** `POST /auth/mfa/totp`: a secret and its `otpauth://` URI (nothing is on until it is confirmed). */
export function useStartTotp() {
  const api = useApiClient();
  return useMutation({ mutationFn: () => api.post<TotpEnrollment>(authPaths.mfaTotp) });
}

/** `POST /auth/mfa/totp/confirm`: the app is on; the answer's ten recovery codes are shown once. */
export function useConfirmTotp() {
  const api = useApiClient();
  const reload = useReloadAccount();
  return useMutation({
    mutationFn: (body: TotpConfirmRequest) => api.post<RecoveryCodesResponse>(authPaths.mfaTotpConfirm, body),
    onSuccess: reload,
  });
}

/** `DELETE /auth/mfa/totp` with the password and a code (422 when an organization needs this last factor). */
export function useRemoveTotp() {
  const api = useApiClient();
  const reload = useReloadAccount();
  return useMutation({
    mutationFn: (body: TotpRemoveRequest) => api.delete<void>(authPaths.mfaTotp, { data: body }),
    onSuccess: reload,
  });
}

/** `POST /auth/mfa/recovery-codes`: a new set of ten; the old set stops working. */
export function useRegenerateRecoveryCodes() {
  const api = useApiClient();
  const reload = useReloadAccount();
  return useMutation({
    mutationFn: (body: RegenerateRecoveryCodesRequest) => api.post<RecoveryCodesResponse>(authPaths.mfaRecoveryCodes, body),
    onSuccess: reload,
  });
}
