import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Objective, OrganizationMember, Period } from '@okr/contract';
import { isApiError, usePanelState } from '@okr/core';
import type { ApiError, PanelState } from '@okr/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { useConfigOptions } from '../lib/configOptions';
import type { OptionsByKind } from '../lib/configOptions';
import { useMembers } from '../lib/members';
import { ALL_PERIODS } from '../lib/periods/selectedPeriodStore';
import { useSelectedPeriod } from '../lib/periods/useSelectedPeriod';
import { useListCaller } from '../lib/useListCaller';
import { objectiveQueries } from './api';
import type { ObjectiveFilters } from './api';
import { hasObjectiveFilters } from './hasObjectiveFilters';
import { objectivesCanOf } from './objectivesCanOf';
import type { ObjectivesCan } from './objectivesCanOf';
import type { PagedListModel } from '../lib/listPaging';

export interface UseObjectivesOptions {
  /** Controlled filters (e.g. kept in the URL); the hook keeps its own when left out. */
  filters?: ObjectiveFilters;
  onFiltersChange?: (filters: ObjectiveFilters) => void;
  /** A period id or `'all'`; when left out, the period switcher's choice (`useSelectedPeriod`). */
  period?: string;
}

export interface ObjectivesModel extends PagedListModel {
  /** The list's `data-state`: `loading|empty|error|ready|forbidden|signed-out`. */
  state: PanelState;
  /** The objectives loaded so far (pages of 50), in the server's order; empty until loaded. */
  objectives: Objective[];
  /** How many objectives match, loaded or not. */
  total: number;
  /** The failure behind `error`, `forbidden` or `signed-out` (the server's `{message, code}`), else null. */
  error: ApiError | null;
  filters: ObjectiveFilters;
  setFilters: (filters: ObjectiveFilters) => void;
  /** A search or a filter is on (an empty list then means "nothing matches"). */
  filtered: boolean;
  clearFilters: () => void;
  /** The one period shown, else null (every period, or not known yet). */
  period: Period | null;
  /** The organization's periods by start date (empty while loading). */
  periods: Period[];
  /** The organization's members (the owner filter) and their names by id (the owner column). */
  members: OrganizationMember[];
  ownerNames: ReadonlyMap<string, string>;
  /** The values the category, area and axis filters offer. */
  filterOptions: OptionsByKind;
  can: ObjectivesCan;
}

/**
 * The organization's objectives without a view: the list of the chosen period, its search and six
 * filters, paging, and what the caller may do. No strings and no UI: `ObjectivesList` draws exactly
 * this, and a partner can draw their own.
 */
export function useObjectives({ filters: controlled, onFiltersChange, period }: UseObjectivesOptions = {}): ObjectivesModel {
  const { api, orgId, can } = useListCaller(objectivesCanOf);
  const [own, setOwn] = useState<ObjectiveFilters>({});
  const filters = controlled ?? own;
  const setFilters = (next: ObjectiveFilters) => (onFiltersChange ? onFiltersChange(next) : setOwn(next));
  // Typing stays responsive; the list follows the search a moment later.
  const deferred = useDeferredValue(filters);
  const selected = useSelectedPeriod();
  const chosen = period ?? selected.value;
  const periodId = chosen && chosen !== ALL_PERIODS ? chosen : undefined;
  // The previous results stay on screen while a new filter loads; until the period is known, the list waits.
  const query = useInfiniteQuery({
    ...objectiveQueries.list(api, orgId, { ...deferred, periodId }),
    enabled: Boolean(orgId) && chosen !== null,
    placeholderData: keepPreviousData,
  });
  const { members, names } = useMembers();
  const filterOptions = useConfigOptions();
  const objectives = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  const state = usePanelState({ hasData: query.data !== undefined, isEmpty: objectives.length === 0, error: query.error });
  return {
    state,
    objectives,
    total: query.data?.pages[0]?.total ?? objectives.length,
    error: query.data === undefined && isApiError(query.error) ? query.error : null,
    filters,
    setFilters,
    filtered: hasObjectiveFilters(filters),
    clearFilters: () => setFilters({}),
    period: selected.periods.find((p) => p.id === periodId) ?? null,
    periods: selected.periods,
    members,
    ownerNames: names,
    filterOptions,
    can,
    hasMore: query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
    loadingMore: query.isFetchingNextPage,
    retry: () => void query.refetch(),
  };
}
