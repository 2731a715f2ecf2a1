import { useCallback } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { apiErrorOf } from './panelAction';
import type { PanelAction, PanelActionCallbacks } from './panelAction';

/**
 * A panel action that may be in flight several times at once (a matrix switch per row): every call
 * hears its own answer (TanStack calls `mutate`'s callbacks for the last call only), and `run` keeps
 * its identity while the mutation does, so memoized rows that receive it stay put.
 * `toVariables` must be a module-level function.
 */
export function useConcurrentPanelAction<Input, Variables, Result>(
  mutation: UseMutationResult<Result, unknown, Variables>,
  toVariables: (input: Input) => Variables,
): PanelAction<Input, Result> {
  const { mutateAsync } = mutation;
  const run = useCallback(
    (input: Input, callbacks?: PanelActionCallbacks<Result>) =>
      void mutateAsync(toVariables(input)).then(
        (result) => callbacks?.onSuccess?.(result),
        (error: unknown) => callbacks?.onError?.(apiErrorOf(error)),
      ),
    [mutateAsync, toVariables],
  );
  return { run, isPending: mutation.isPending, error: mutation.error ? apiErrorOf(mutation.error) : null, reset: mutation.reset };
}
