import { Flex, RadioCards, Text } from '@radix-ui/themes';
import type { Period } from '@okr/contract';
import { formatDay } from '../../lib/format';
import { PeriodStatusBadge } from '../../lib/periods/PeriodStatusBadge';
import { useGoalsT } from '../../lib/useGoalsT';
import { useLocale } from '@okr/core';

export interface RolloverTargetStepProps {
  targets: Period[];
  value: string;
  onChange: (periodId: string) => void;
}

/** Step 1: the period the copies go to (the next one is chosen already). Arrow keys move between them. */
export function RolloverTargetStep({ targets, value, onChange }: RolloverTargetStepProps) {
  const t = useGoalsT();
  const locale = useLocale();
  if (targets.length === 0) {
    return (
      <Text as="p" size="2" color="gray" role="status">
        {t('goals.rollover.noTargets')}
      </Text>
    );
  }
  return (
    <RadioCards.Root value={value} onValueChange={onChange} columns={{ initial: '1', sm: '2' }} aria-label={t('goals.rollover.step.target')}>
      {targets.map((period) => (
        <RadioCards.Item key={period.id} value={period.id} aria-label={period.name}>
          <Flex direction="column" gap="1" width="100%">
            <Flex justify="between" align="center" gap="2">
              <Text weight="bold">{period.name}</Text>
              <PeriodStatusBadge status={period.status} />
            </Flex>
            <Text size="1" color="gray">
              {formatDay(period.startDate, locale)} – {formatDay(period.endDate, locale)}
            </Text>
          </Flex>
        </RadioCards.Item>
      ))}
    </RadioCards.Root>
  );
}
