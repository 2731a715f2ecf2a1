import type { ApiError } from '@okr/core';
import { fn } from 'storybook/test';
import type { PanelAction } from '../lib/panels/panelAction';

/** The states a story puts a panel action in: under way, refused, or answering `result`. */
export interface StoryActionOptions<Result> {
  pending?: boolean;
  error?: ApiError | null;
  result?: Result;
}

/** A panel action in a given state; `run` records its calls and answers `result` (or `error`). */
export function storyAction<Input, Result>(options: StoryActionOptions<Result> = {}): PanelAction<Input, Result> {
  return {
    run: fn((_input: Input, callbacks?: { onSuccess?: (result: Result) => void; onError?: (error: ApiError) => void }) => {
      if (options.error) callbacks?.onError?.(options.error);
      else if (options.result !== undefined) callbacks?.onSuccess?.(options.result);
    }),
    isPending: options.pending ?? false,
    error: options.error ?? null,
    reset: fn(),
  };
}
