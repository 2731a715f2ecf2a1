import { useInfiniteQuery } from '@tanstack/react-query';
import type { Initiative } from '@okr/contract';
import { isApiError, usePanelState } from '@okr/core';
import type { ApiError, PanelState } from '@okr/core';
import { useMemo, useState } from 'react';
import { useMembers } from '../lib/members';
import { useListCaller } from '../lib/useListCaller';
import { initiativeQueries } from './api';
import { initiativesCanOf } from './initiativesCanOf';
import type { InitiativesCan } from './initiativesCanOf';
import { initiativesShownOf } from './initiativesShownOf';
import type { InitiativesShow } from './initiativesShownOf';
import type { PagedListModel } from '../lib/listPaging';

export interface InitiativesModel extends PagedListModel {
  /** The board's `data-state`: `loading|empty|error|ready|forbidden|signed-out`. */
  state: PanelState;
  /** Every initiative loaded so far (pages of 100), in the server's order; empty until loaded. */
  initiatives: Initiative[];
  /** Those `show` picks, the ones needing attention first (what the board draws). */
  shown: Initiative[];
  show: InitiativesShow;
  setShow: (show: InitiativesShow) => void;
  /** The failure behind `error`, `forbidden` or `signed-out` (the server's `{message, code}`), else null. */
  error: ApiError | null;
  /** Owner names by member id. */
  ownerNames: ReadonlyMap<string, string>;
  can: InitiativesCan;
}

/**
 * The organization's initiatives without a view: the list, which of them to show, paging, and what
 * the caller may do. No strings and no UI: `InitiativesBoard` draws exactly this.
 */
export function useInitiatives(): InitiativesModel {
  const { api, orgId, can } = useListCaller(initiativesCanOf);
  const query = useInfiniteQuery(initiativeQueries.list(api, orgId));
  const { names } = useMembers();
  const [show, setShow] = useState<InitiativesShow>('all');
  const initiatives = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  const shown = useMemo(() => initiativesShownOf(initiatives, show), [initiatives, show]);
  const state = usePanelState({ hasData: query.data !== undefined, isEmpty: initiatives.length === 0, error: query.error });
  return {
    state,
    initiatives,
    shown,
    show,
    setShow,
    error: query.data === undefined && isApiError(query.error) ? query.error : null,
    ownerNames: names,
    can,
    hasMore: query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
    loadingMore: query.isFetchingNextPage,
    retry: () => void query.refetch(),
  };
}
