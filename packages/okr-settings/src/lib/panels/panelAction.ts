import type { UseMutationResult } from '@tanstack/react-query';
import { ApiError, isApiError } from '@okr/core';

/** What the caller of an action hears back; both optional (the action's own `error` keeps the failure). */
export interface PanelActionCallbacks<Result> {
  onSuccess?: (result: Result) => void;
  onError?: (error: ApiError) => void;
}

/**
 * One typed action of a panel's hook, with its pending and error states. `run` never throws: the
 * failure is `error` (an `ApiError`, the server's `{message, code}`) and goes to `onError`.
 */
export interface PanelAction<Input, Result = void> {
  run: (input: Input, callbacks?: PanelActionCallbacks<Result>) => void;
  isPending: boolean;
  error: ApiError | null;
  /** Forget the last failure (a dialog that reopens starts clean). */
  reset: () => void;
}

/** Every failure as an `ApiError` (the client already makes its own failures one). */
export const apiErrorOf = (error: unknown): ApiError =>
  isApiError(error)
    ? error
    : new ApiError({ status: 0, code: 'UNKNOWN_ERROR', message: error instanceof Error ? error.message : '' });

/** The input of an action that is already the mutation's variables. */
export const asIs = <T>(input: T): T => input;

/** A panel action from a TanStack mutation, its input shaped by `toVariables`. */
export function panelActionOf<Input, Variables, Result>(
  mutation: UseMutationResult<Result, unknown, Variables>,
  toVariables: (input: Input) => Variables,
): PanelAction<Input, Result> {
  return {
    run: (input, callbacks) =>
      mutation.mutate(toVariables(input), {
        onSuccess: (result) => callbacks?.onSuccess?.(result),
        onError: (error) => callbacks?.onError?.(apiErrorOf(error)),
      }),
    isPending: mutation.isPending,
    error: mutation.error ? apiErrorOf(mutation.error) : null,
    reset: mutation.reset,
  };
}
