import type { UseQueryResult } from '@tanstack/react-query';
import { panelStateOf, useSessionStore } from '@okr/core';
import type { ApiError, PanelState } from '@okr/core';
import { apiErrorOf } from '../lib/panels/panelAction';

/** An integration panel's `data-state`: a panel's words, and `locked` on the Free plan (the plan notice instead). */
export type IntegrationState = PanelState | 'locked';

/** An Integrations tab list as a hook answers it: `locked` on the Free plan, whatever the list answers. */
export function useIntegrationList<T>(query: UseQueryResult<T[]>) {
  const free = useSessionStore((s) => s.organization?.plan === 'Free');
  const state: IntegrationState = free ? 'locked' : panelStateOf({ hasData: query.data !== undefined, isEmpty: query.data?.length === 0, error: query.error });
  return {
    state,
    items: query.data ?? [],
    error: !free && query.data === undefined && query.error ? (apiErrorOf(query.error) as ApiError) : null,
    retry: () => void query.refetch(),
  };
}
