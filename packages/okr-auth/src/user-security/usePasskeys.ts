import { useQuery } from '@tanstack/react-query';
import type { Passkey } from '@okr/contract';
import { isApiError, useApiClient, useSessionStore } from '@okr/core';
import { accountActionOf } from '../lib/accountAction';
import type { AccountAction, AccountPanelState } from '../lib/accountAction';
import { accountQueries } from '../lib/accountQueries';
import { useAddPasskey, useRemovePasskey, useRenamePasskey } from './passkeyApi';

export interface PasskeysData {
  /** `empty`: no passkey yet. */
  state: AccountPanelState;
  passkeys: Passkey[];
  /** False where the browser has no WebAuthn: the view offers no add. */
  supported: boolean;
  /** Resolves true when the passkey was registered (a cancelled browser prompt resolves false). */
  addPasskey: (name: string) => Promise<boolean>;
  renamePasskey: (id: string, name: string) => Promise<boolean>;
  removePasskey: (id: string) => Promise<boolean>;
  retry: () => void;
  /** The passkey being removed or renamed, while it is. */
  busyId: string | null;
  actions: { add: AccountAction; rename: AccountAction; remove: AccountAction };
}

const settled = (promise: Promise<unknown>) =>
  promise.then(
    () => true,
    () => false,
  );

/** My account → passkeys without a view: list, add (the browser's ceremony), rename, remove. */
export function usePasskeys(): PasskeysData {
  const api = useApiClient();
  const userId = useSessionStore((s) => (s.isAuthenticated ? (s.user?.id ?? null) : null));
  const query = useQuery({ ...accountQueries.passkeys(api, userId ?? ''), enabled: userId !== null });
  const add = useAddPasskey();
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const passkeys = query.data ?? [];
  const signedOut = userId === null || (isApiError(query.error) && query.error.status === 401);
  const state: AccountPanelState = signedOut
    ? 'signed-out'
    : query.data
      ? passkeys.length > 0
        ? 'ready'
        : 'empty'
      : query.isError
        ? 'error'
        : 'loading';
  return {
    state,
    passkeys,
    supported: typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function',
    addPasskey: (name) => settled(add.mutateAsync(name)),
    renamePasskey: (id, name) => settled(rename.mutateAsync({ id, name })),
    removePasskey: (id) => settled(remove.mutateAsync(id)),
    retry: () => void query.refetch(),
    busyId: remove.isPending ? (remove.variables ?? null) : rename.isPending ? (rename.variables?.id ?? null) : null,
    actions: { add: accountActionOf(add), rename: accountActionOf(rename), remove: accountActionOf(remove) },
  };
}
