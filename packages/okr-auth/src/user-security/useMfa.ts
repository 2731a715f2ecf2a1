import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MfaStatus, RegenerateRecoveryCodesRequest, TotpEnrollment, TotpRemoveRequest } from '@okr/contract';
import { isApiError, useApiClient, useSessionStore } from '@okr/core';
import { accountActionOf } from '../lib/accountAction';
import type { AccountAction } from '../lib/accountAction';
import { accountQueries } from '../lib/accountQueries';
import { useConfirmTotp, useRegenerateRecoveryCodes, useRemoveTotp, useStartTotp } from './mfaApi';

/** `enrolling`: a secret was issued and waits for its first code. */
export type MfaPanelState = 'loading' | 'error' | 'ready' | 'enrolling' | 'signed-out';

export interface MfaData {
  state: MfaPanelState;
  status: MfaStatus | null;
  /** The secret being enrolled (state `enrolling`). */
  enrollment: TotpEnrollment | null;
  /** Recovery codes just issued: shown once, until `dismissRecoveryCodes`. */
  recoveryCodes: string[] | null;
  /**
   * The user's only second factor is required by an organization (`status.requiredBy`): the server
   * refuses to remove it (422), so the view says why before anyone tries.
   */
  lastFactorLocked: boolean;
  startTotp: () => void;
  cancelEnrolment: () => void;
  /** Resolves true when the app is on (the recovery codes are then in `recoveryCodes`). */
  confirmTotp: (code: string) => Promise<boolean>;
  removeTotp: (request: TotpRemoveRequest) => Promise<boolean>;
  regenerateRecoveryCodes: (request: RegenerateRecoveryCodesRequest) => Promise<boolean>;
  dismissRecoveryCodes: () => void;
  retry: () => void;
  actions: { start: AccountAction; confirm: AccountAction; remove: AccountAction; regenerate: AccountAction };
}

const settled = (promise: Promise<unknown>) =>
  promise.then(
    () => true,
    () => false,
  );

/** My account → the authenticator app and recovery codes, without a view (api-contract.md "Second factors"). */
export function useMfa(): MfaData {
  const api = useApiClient();
  const userId = useSessionStore((s) => (s.isAuthenticated ? (s.user?.id ?? null) : null));
  const query = useQuery({ ...accountQueries.mfa(api, userId ?? ''), enabled: userId !== null });
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const remove = useRemoveTotp();
  const regenerate = useRegenerateRecoveryCodes();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const status = query.data ?? null;
  const enrollment = start.data && !status?.totpEnabled ? start.data : null;
  const signedOut = userId === null || (isApiError(query.error) && query.error.status === 401);
  const state: MfaPanelState = signedOut
    ? 'signed-out'
    : status
      ? enrollment
        ? 'enrolling'
        : 'ready'
      : query.isError
        ? 'error'
        : 'loading';
  const factors = status ? Number(status.totpEnabled) + status.passkeyCount : 0;
  return {
    state,
    status,
    enrollment,
    recoveryCodes,
    lastFactorLocked: status !== null && status.requiredBy.length > 0 && factors === 1,
    startTotp: () => {
      confirm.reset();
      start.mutate();
    },
    cancelEnrolment: () => {
      start.reset();
      confirm.reset();
    },
    confirmTotp: (code) =>
      settled(
        confirm.mutateAsync({ code }).then(({ recoveryCodes: codes }) => {
          setRecoveryCodes(codes);
          start.reset();
        }),
      ),
    removeTotp: (request) => settled(remove.mutateAsync(request)),
    regenerateRecoveryCodes: (request) =>
      settled(regenerate.mutateAsync(request).then(({ recoveryCodes: codes }) => setRecoveryCodes(codes))),
    dismissRecoveryCodes: () => {
      setRecoveryCodes(null);
      regenerate.reset();
    },
    retry: () => void query.refetch(),
    actions: {
      start: accountActionOf(start),
      confirm: accountActionOf(confirm),
      remove: accountActionOf(remove),
      regenerate: accountActionOf(regenerate),
    },
  };
}
