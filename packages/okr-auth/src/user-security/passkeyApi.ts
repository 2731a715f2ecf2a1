import { useMutation } from '@tanstack/react-query';
import { authPaths } from '@okr/contract';
import type { Passkey, PasskeyOptions } from '@okr/contract';
import { useApiClient } from '@okr/core';
import { useReloadAccount } from '../lib/useReloadAccount';

/**
 * `POST /auth/passkeys/register/options`, the browser's ceremony, then `POST /auth/passkeys/register`.
 * `@simplewebauthn/browser` loads only now: a panel that never adds a passkey never pays for it.
 */
export function useAddPasskey() {
  const api = useApiClient();
  const reload = useReloadAccount();
  return useMutation({
    mutationFn: async (name: string) => {
      const optionsJSON = await api.post<PasskeyOptions>(authPaths.passkeyRegisterOptions);
      const { startRegistration } = await import('@simplewebauthn/browser');
      // The options are the server's, passed on as they are (the contract keeps them loose).
      const credential = await startRegistration({ optionsJSON: optionsJSON as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'] });
      return api.post<Passkey>(authPaths.passkeyRegister, { name: name.trim() || undefined, credential });
    },
    onSettled: reload,
  });
}

/** `PATCH /auth/passkeys/{id}`. */
export function useRenamePasskey() {
  const api = useApiClient();
  const reload = useReloadAccount();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => api.patch<Passkey>(authPaths.passkey(id), { name }),
    onSuccess: reload,
  });
}

/** `DELETE /auth/passkeys/{id}` (422 when an organization needs this last factor). */
export function useRemovePasskey() {
  const api = useApiClient();
  const reload = useReloadAccount();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(authPaths.passkey(id)),
    onSettled: reload,
  });
}
