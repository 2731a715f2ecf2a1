/** The state of one action of an account panel, for a view to show (no strings: the error is the API's). */
export interface AccountAction {
  pending: boolean;
  /** The failure of the last attempt (an `ApiError` from the client), or null. */
  error: unknown;
  /** The last attempt succeeded (and nothing was tried since). */
  done: boolean;
}

/** What every account panel's hook reports about its data. */
export type AccountPanelState = 'loading' | 'empty' | 'error' | 'ready' | 'signed-out';

/** An action's state from a TanStack mutation. */
export function accountActionOf(mutation: { isPending: boolean; error: unknown; isSuccess: boolean }): AccountAction {
  return { pending: mutation.isPending, error: mutation.error ?? null, done: mutation.isSuccess };
}
