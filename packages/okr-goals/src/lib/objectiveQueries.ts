import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { objectivesPaths } from '@okr/contract';
import type { Objective, ObjectiveDetail } from '@okr/contract';
import { queryKeys } from '@okr/core';
import type { ApiClient, OrgId } from '@okr/core';
import { fetchPage, withQuery } from './fetchPage';

// Objective reads several features need (the initiatives' links, the users page, the objectives
// feature itself): one definition, so they share one cache entry.

/** How many matches a picker offers at once (a search narrows them). */
export const OBJECTIVE_PICKER_SIZE = 20;

/** `GET /objectives/{id}`: the objective with its key results. */
export const objectiveDetailQuery = (api: ApiClient, orgId: OrgId, id: string) =>
  queryOptions({
    queryKey: queryKeys.objectives(orgId, 'detail', id),
    queryFn: ({ signal }) => api.get<ObjectiveDetail>(objectivesPaths.byId(id), { signal }),
    enabled: Boolean(orgId),
  });

/** The first objectives matching `q` (title or description), newest first: what the pickers offer. */
export const objectiveSearchQuery = (api: ApiClient, orgId: OrgId, q: string, limit = OBJECTIVE_PICKER_SIZE) =>
  queryOptions({
    queryKey: queryKeys.objectives(orgId, 'search', q, limit),
    queryFn: ({ signal }) => fetchPage<Objective>(api, withQuery(objectivesPaths.list, { q: q.trim(), limit }), signal),
    placeholderData: keepPreviousData,
    enabled: Boolean(orgId),
  });
