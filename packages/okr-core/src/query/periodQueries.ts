import { queryOptions } from '@tanstack/react-query';
import { periodsPaths } from '@okr/contract';
import type { Period } from '@okr/contract';
import type { ApiClient } from '../http/createApiClient';
import { queryKeys } from './queryKeys';
import type { OrgId } from './queryKeys';

/**
 * `GET /periods`: the organization's periods by start date, read by goals (the period switcher, the
 * lists, My week) and settings (the periods panel) under one key. Under the objectives cache,
 * organization id first: a period's change (closed, moved) changes what the lists and the dashboard
 * show, and every change of objectives refreshes it with them.
 */
export const periodQueries = {
  all: (orgId: OrgId) => queryKeys.objectives(orgId, 'periods'),
  list: (api: ApiClient, orgId: OrgId) =>
    queryOptions({
      queryKey: queryKeys.objectives(orgId, 'periods'),
      queryFn: ({ signal }) => api.get<Period[]>(periodsPaths.list, { signal }),
      enabled: Boolean(orgId),
    }),
};
