import type { UseQueryResult } from '@tanstack/react-query';
import type { ApiError } from '@okr/core';
import { apiErrorOf } from './panelAction';
import { panelStateOf } from '@okr/core';
import type { PanelState } from '@okr/core';

/**
 * What a panel's hook answers about its one query: the `data-state` words (`isEmpty` decides
 * `empty`), the failure behind `error`/`forbidden`/`signed-out`, and a retry. Data on screen wins
 * over a failed background refetch (embedding.md §10).
 */
export function queryPanelOf<T>(query: UseQueryResult<T>, isEmpty: (data: T) => boolean): { state: PanelState; error: ApiError | null; retry: () => void } {
  const loaded = query.data !== undefined;
  return {
    state: panelStateOf({ hasData: loaded, isEmpty: loaded && isEmpty(query.data as T), error: query.error }),
    error: !loaded && query.error ? apiErrorOf(query.error) : null,
    retry: () => void query.refetch(),
  };
}
