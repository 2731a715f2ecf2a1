import { useQuery } from '@tanstack/react-query';
import type { Objective, ObjectiveDetail } from '@okr/contract';
import { useApiClient } from '@okr/core';
import type { ReactNode } from 'react';
import { useOrgId } from '../lib/useOrgId';
import { objectiveQueries } from '../objectives/api';

/**
 * What the detail screen does around its dialogs, for their stories: the objective as the server
 * has it now (the story's props until it arrives), so a refetch after a 409 shows the fresh version.
 */
export function LiveObjective({ initial, children }: { initial: Objective; children: (objective: ObjectiveDetail | Objective) => ReactNode }) {
  const api = useApiClient();
  const query = useQuery(objectiveQueries.detail(api, useOrgId(), initial.id));
  return <>{children(query.data ?? initial)}</>;
}
