import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '@okr/core';
import type { PermissionState } from '../lib/PermissionGate';

export type ReportState = 'forbidden' | 'signed-out' | 'loading' | 'plan' | 'error' | 'ready';

/**
 * What a report shows: the caller's flags first (no `objectives:read`: forbidden, and no request
 * that would only answer 403), then the server's answer — 402 is the Free plan's teaser, 403 a
 * role changed since the flags were read, 401 no session (the refresh failed).
 */
export function reportState(permission: PermissionState, query: Pick<UseQueryResult, 'isPending' | 'isError' | 'error'>): ReportState {
  if (permission === 'denied') return 'forbidden';
  if (query.isError) {
    if (isApiError(query.error) && query.error.code === 'PLAN_LIMIT_REACHED') return 'plan';
    if (isApiError(query.error) && query.error.status === 403) return 'forbidden';
    if (isApiError(query.error) && query.error.status === 401) return 'signed-out';
    return 'error';
  }
  if (permission === 'pending' || query.isPending) return 'loading';
  return 'ready';
}
