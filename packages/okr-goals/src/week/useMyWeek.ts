import { useQuery } from '@tanstack/react-query';
import type { WeekItem } from '@okr/contract';
import { isApiError, useApiClient, usePanelState, useSessionStore } from '@okr/core';
import type { ApiError, PanelState } from '@okr/core';
import { weekQuery } from './weekApi';
import { weekGroupsOf } from './weekGroupsOf';
import type { WeekGroup } from './weekGroupsOf';
import { useOpenWeekItem } from './useOpenWeekItem';
import type { OpenWeekItemFailure } from './useOpenWeekItem';
import { useWeekEndedPeriod } from './useWeekEndedPeriod';
import type { WeekEndedPeriod } from './useWeekEndedPeriod';

export interface UseMyWeekOptions {
  /** Opens an item's page (the host's router); by default the provider's `navigate`. */
  onNavigate?: (href: string) => void;
}

export interface MyWeekModel {
  /** My week's `data-state`: `loading|empty|error|ready|forbidden|signed-out`. */
  state: PanelState;
  /** What needs the caller in every organization they belong to, most urgent first; empty until loaded. */
  items: WeekItem[];
  /** The same items by organization, groups in order of their most urgent item. */
  groups: WeekGroup[];
  /** The failure behind `error`, `forbidden` or `signed-out` (the server's `{message, code}`), else null. */
  error: ApiError | null;
  /** Open an item in its organization: switch to it first when it is another one, then go to `item.href`. */
  open: (item: WeekItem) => void;
  /** The item whose organization is being switched to, else null. */
  opening: WeekItem | null;
  /** The last refused switch, until the next `open`. */
  openError: OpenWeekItemFailure | null;
  /** The current organization's period that ended last and is still open, for a caller who may close it (`settings:update`); else null. */
  endedPeriod: WeekEndedPeriod | null;
  /** Show the ended period's objectives: selects it in the objectives list and goes there. */
  reviewEndedPeriod: () => void;
  retry: () => void;
}

/**
 * Spec "My week" without a view: the caller's check-ins due, key results behind, tasks due or at
 * risk and initiatives needing attention across their organizations, and opening one. No strings and
 * no UI: a partner draws their own on it.
 */
export function useMyWeek({ onNavigate }: UseMyWeekOptions = {}): MyWeekModel {
  const api = useApiClient();
  const userId = useSessionStore((s) => s.user?.id ?? null);
  const query = useQuery(weekQuery(api, userId));
  const opener = useOpenWeekItem(onNavigate);
  const ended = useWeekEndedPeriod(onNavigate);
  const items = query.data ?? [];
  const state = usePanelState({ hasData: query.data !== undefined, isEmpty: query.data?.length === 0, error: query.error });
  return {
    state,
    items,
    groups: weekGroupsOf(items),
    error: query.data === undefined && isApiError(query.error) ? query.error : null,
    open: opener.open,
    opening: opener.opening,
    openError: opener.error,
    endedPeriod: ended.period,
    reviewEndedPeriod: ended.review,
    retry: () => void query.refetch(),
  };
}
