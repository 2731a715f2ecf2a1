import { Card, Flex, Text } from '@radix-ui/themes';
import type { Objective, Period } from '@okr/contract';
import { useGoalsT } from '../../lib/useGoalsT';
import { RolloverKeyResults } from './RolloverKeyResults';

export interface RolloverPreviewStepProps {
  objectives: Objective[];
  target: Period;
  includeKeyResults: boolean;
  includeInitiatives: boolean;
}

/** Step 3: what will be created — each objective as Active in the target, its key results back to their start value. */
export function RolloverPreviewStep({ objectives, target, includeKeyResults, includeInitiatives }: RolloverPreviewStepProps) {
  const t = useGoalsT();
  return (
    <Flex direction="column" gap="3">
      <Text as="p" size="2">
        {t('goals.rollover.previewSummary', { count: objectives.length, period: target.name })}
      </Text>
      <Flex direction="column" gap="2" className="okr-rollover-preview">
        {objectives.map((objective) => (
          <Card key={objective.id} size="1">
            <Flex direction="column" gap="1">
              <Text size="2" weight="bold">
                {objective.title}
              </Text>
              <Text size="1" color="gray">
                {t('goals.rollover.previewObjective', { period: target.name })}
              </Text>
              {includeKeyResults ? <RolloverKeyResults objectiveId={objective.id} /> : null}
            </Flex>
          </Card>
        ))}
      </Flex>
      <Text as="p" size="2" color="gray">
        {includeKeyResults ? t('goals.rollover.previewKeyResults') : t('goals.rollover.previewNoKeyResults')}{' '}
        {includeInitiatives ? t('goals.rollover.previewInitiatives') : t('goals.rollover.previewNoInitiatives')}
      </Text>
    </Flex>
  );
}
