import { Button, Checkbox, Flex, Separator, Text } from '@radix-ui/themes';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Objective } from '@okr/contract';
import { ErrorState, getErrorMessage, SkeletonRows } from '@okr/core';
import { useState } from 'react';
import type { Page } from '../../lib/fetchPage';
import { useEnumLabel } from '../../lib/useEnumLabel';
import { useGoalsT } from '../../lib/useGoalsT';
import { isUnfinished } from './rolloverApi';
import { RolloverKeyResults } from './RolloverKeyResults';

export interface RolloverObjectivesStepProps {
  query: Pick<UseQueryResult<Page<Objective>>, 'isPending' | 'isError' | 'error' | 'refetch'>;
  objectives: Objective[];
  selected: Set<string>;
  onSelectedChange: (selected: Set<string>) => void;
  includeKeyResults: boolean;
  onIncludeKeyResultsChange: (value: boolean) => void;
  includeInitiatives: boolean;
  onIncludeInitiativesChange: (value: boolean) => void;
}

/** Step 2: which objectives (the unfinished ones come chosen), their key results, and the initiatives. */
export function RolloverObjectivesStep(props: RolloverObjectivesStepProps) {
  const { query, objectives, selected, onSelectedChange } = props;
  const t = useGoalsT();
  const enumLabel = useEnumLabel();
  const [shown, setShown] = useState<Set<string>>(new Set());
  if (query.isPending) return <SkeletonRows rows={4} height="44px" />;
  if (query.isError) return <ErrorState message={getErrorMessage(query.error, t('goals.objectives.loadError'))} onRetry={() => void query.refetch()} />;
  if (objectives.length === 0) return <Text as="p" size="2" color="gray" role="status">{t('goals.rollover.noObjectives')}</Text>;

  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelectedChange(next);
  };
  const toggleShown = (id: string) => {
    const next = new Set(shown);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setShown(next);
  };

  return (
    <Flex direction="column" gap="3">
      <Flex justify="between" align="center" gap="2" wrap="wrap">
        <Text size="2" color="gray" aria-live="polite">
          {t('goals.rollover.chosenCount', { count: selected.size, total: objectives.length })}
        </Text>
        <Flex gap="2">
          <Button size="1" variant="ghost" onClick={() => onSelectedChange(new Set(objectives.map((o) => o.id)))}>
            {t('goals.rollover.selectAll')}
          </Button>
          <Button size="1" variant="ghost" onClick={() => onSelectedChange(new Set(objectives.filter(isUnfinished).map((o) => o.id)))}>
            {t('goals.rollover.selectUnfinished')}
          </Button>
        </Flex>
      </Flex>
      <ul className="okr-rollover-objectives" aria-label={t('goals.rollover.step.objectives')}>
        {objectives.map((objective) => (
          <li key={objective.id}>
            <Flex align="start" gap="2" justify="between" wrap="wrap">
              <Text as="label" size="2">
                <Flex gap="2" align="start">
                  <Checkbox checked={selected.has(objective.id)} onCheckedChange={(on) => toggle(objective.id, on === true)} />
                  <span>
                    {objective.title}{' '}
                    <Text color="gray" size="1">
                      {t('goals.rollover.objectiveState', { status: enumLabel(objective.status), progress: Math.round(objective.progress) })}
                    </Text>
                  </span>
                </Flex>
              </Text>
              {props.includeKeyResults && objective.keyResultCount > 0 ? (
                <Button size="1" variant="ghost" color="gray" aria-expanded={shown.has(objective.id)} onClick={() => toggleShown(objective.id)}>
                  {t('goals.rollover.keyResultsToggle', { count: objective.keyResultCount })}
                </Button>
              ) : null}
            </Flex>
            {props.includeKeyResults && shown.has(objective.id) ? <RolloverKeyResults objectiveId={objective.id} /> : null}
          </li>
        ))}
      </ul>
      <Separator size="4" />
      <Text as="label" size="2">
        <Flex gap="2" align="center">
          <Checkbox checked={props.includeKeyResults} onCheckedChange={(on) => props.onIncludeKeyResultsChange(on === true)} />
          {t('goals.rollover.includeKeyResults')}
        </Flex>
      </Text>
      <Text as="label" size="2">
        <Flex gap="2" align="center">
          <Checkbox checked={props.includeInitiatives} onCheckedChange={(on) => props.onIncludeInitiativesChange(on === true)} />
          {t('goals.rollover.includeInitiatives')}
        </Flex>
      </Text>
    </Flex>
  );
}
