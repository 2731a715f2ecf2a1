import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { useLocale } from '@okr/core';
import { formatDay } from '../lib/format';
import { useGoalsT } from '../lib/useGoalsT';
import type { WeekEndedPeriod as EndedPeriod } from './useWeekEndedPeriod';

export interface WeekEndedPeriodProps {
  ended: EndedPeriod;
  onReview: () => void;
}

/** The notice of a period that ended and is still open (`useMyWeek().endedPeriod`), with a way to its objectives. */
export function WeekEndedPeriod({ ended: { period, organization }, onReview }: WeekEndedPeriodProps) {
  const t = useGoalsT();
  const locale = useLocale();
  return (
    <Callout.Root color="amber" variant="surface" highContrast className="okr-week-ended-period">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Text size="2">{t('goals.week.endedPeriod', { name: period.name, organization: organization.name, date: formatDay(period.endDate, locale) })}</Text>
        <Button size="1" variant="soft" highContrast onClick={onReview}>
          {t('goals.week.reviewPeriod', { name: period.name })}
        </Button>
      </Flex>
    </Callout.Root>
  );
}
