import { useQuery } from '@tanstack/react-query';
import { objectivesPaths } from '@okr/contract';
import type { Objective, ObjectiveDetail } from '@okr/contract';
import { queryKeys, useApiClient } from '@okr/core';
import type { ReactNode } from 'react';
import { useOrgId } from '../lib/useOrgId';

/**
 * What the detail screen does around its dialogs, for their stories: the objective as the server
 * has it now (the story's props until it arrives), so a refetch after a 409 shows the fresh version.
 * It shares the detail query's key (`objectiveQueries.detail`), which the mutations invalidate.
 */
export function LiveObjective({ initial, children }: { initial: Objective; children: (objective: ObjectiveDetail | Objective) => ReactNode }) {
  const api = useApiClient();
  const orgId = useOrgId();
  const query = useQuery({
    queryKey: queryKeys.objectives(orgId, 'detail', initial.id),
    queryFn: ({ signal }) => api.get<ObjectiveDetail>(objectivesPaths.byId(initial.id), { signal }),
    enabled: Boolean(orgId),
  });
  return <>{children(query.data ?? initial)}</>;
}
