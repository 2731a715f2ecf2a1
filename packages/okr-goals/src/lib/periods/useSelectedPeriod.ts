import { useQuery } from '@tanstack/react-query';
import type { Period } from '@okr/contract';
import { periodQueries, useApiClient } from '@okr/core';
import { useCallback, useSyncExternalStore } from 'react';
import { useOrgId } from '../useOrgId';
import { ALL_PERIODS, readSelectedPeriod, subscribeSelectedPeriod, writeSelectedPeriod } from './selectedPeriodStore';

export interface SelectedPeriod {
  /** What to send as `?periodId=`: the chosen period's id, or undefined for "All periods". */
  periodId: string | undefined;
  /** The switcher's value: a period id or `'all'`; null while it is not known yet. */
  value: string | null;
  /** The chosen period (undefined for "All periods"). */
  period: Period | undefined;
  /** The organization's periods by start date (empty while loading). */
  periods: Period[];
  /** False until the choice is known: a screen waits (`enabled: ready`) rather than load twice. */
  ready: boolean;
  /** The periods could not be read (their error), e.g. a network failure. */
  error: unknown;
  retry: () => void;
  /** Choose a period id or `'all'`; remembered for this organization. */
  select: (value: string) => void;
}

/**
 * The period a person sees first: the active one (holding today), else the period that ended last
 * and is not closed yet (late check-ins), else the nearest upcoming one. From the statuses the
 * server computed, so the browser's clock never disagrees with the API's.
 */
export function defaultPeriodOf(periods: readonly Period[]): Period | undefined {
  const latest = (status: Period['status'], pick: (a: Period, b: Period) => boolean) =>
    periods.filter((p) => p.status === status).reduce<Period | undefined>((best, p) => (!best || pick(p, best) ? p : best), undefined);
  return (
    latest('active', (a, b) => a.startDate > b.startDate) ??
    latest('ended', (a, b) => a.startDate > b.startDate) ??
    latest('upcoming', (a, b) => a.startDate < b.startDate)
  );
}

/**
 * The period the switcher chose, shared by every screen of the organization (the objectives list,
 * the dashboard, the reports): remembered per organization in this browser, "All periods" or one
 * period; by default the current one (`defaultPeriodOf`). Known once the periods are read (a
 * remembered period may have been deleted since); when they cannot be read, a remembered choice
 * still applies, else "All periods".
 */
export function useSelectedPeriod(): SelectedPeriod {
  const api = useApiClient();
  const orgId = useOrgId();
  const query = useQuery(periodQueries.list(api, orgId));
  const stored = useSyncExternalStore(
    subscribeSelectedPeriod,
    () => (orgId ? readSelectedPeriod(orgId) : null),
    () => null,
  );
  const periods = query.data ?? [];
  let value: string | null = null;
  if (query.data) {
    const known = stored === ALL_PERIODS || query.data.some((period) => period.id === stored);
    value = known ? stored : (defaultPeriodOf(query.data)?.id ?? ALL_PERIODS);
  } else if (query.isError) {
    // Without the periods, a remembered choice still filters; else show everything.
    value = stored ?? ALL_PERIODS;
  }
  const select = useCallback((next: string) => {
    if (orgId) writeSelectedPeriod(orgId, next);
  }, [orgId]);
  const periodId = value && value !== ALL_PERIODS ? value : undefined;
  return {
    periodId,
    value,
    period: periods.find((period) => period.id === periodId),
    periods,
    ready: value !== null,
    error: query.error,
    retry: () => void query.refetch(),
    select,
  };
}
