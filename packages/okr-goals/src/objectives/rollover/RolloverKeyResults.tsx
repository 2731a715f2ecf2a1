import { Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import type { KeyResult } from '@okr/contract';
import { useApiClient } from '@okr/core';
import { objectiveDetailQuery } from '../../lib/objectiveQueries';
import { useGoalsT } from '../../lib/useGoalsT';
import { useOrgId } from '../../lib/useOrgId';

/** An objective's key results, read when shown (the list answers only their count). */
export function useKeyResultsOf(objectiveId: string, enabled = true) {
  const api = useApiClient();
  const orgId = useOrgId();
  const query = useQuery({ ...objectiveDetailQuery(api, orgId, objectiveId), enabled: Boolean(orgId) && enabled });
  return { keyResults: query.data?.keyResults, isPending: query.isPending, isError: query.isError };
}

const valueOf = (keyResult: KeyResult, value: number) => (keyResult.unit ? `${value} ${keyResult.unit}` : String(value));

/** The key results a copy gets, each from where it stands now back to its start value. */
export function RolloverKeyResults({ objectiveId }: { objectiveId: string }) {
  const t = useGoalsT();
  const { keyResults, isPending, isError } = useKeyResultsOf(objectiveId);
  if (isPending) return <Text size="1" color="gray">{t('goals.common.loading')}</Text>;
  if (isError || !keyResults) return <Text size="1" color="red">{t('goals.rollover.keyResultsError')}</Text>;
  if (keyResults.length === 0) return <Text size="1" color="gray">{t('goals.rollover.noKeyResults')}</Text>;
  return (
    <ul className="okr-rollover-key-results">
      {keyResults.map((keyResult) => (
        <li key={keyResult.id}>
          <Text size="1">
            {keyResult.title}{' '}
            <Text color="gray">
              {t('goals.rollover.reset', { current: valueOf(keyResult, keyResult.currentValue), start: valueOf(keyResult, keyResult.startValue) })}
            </Text>
          </Text>
        </li>
      ))}
    </ul>
  );
}
