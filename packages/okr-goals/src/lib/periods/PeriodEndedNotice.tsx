import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import type { Period } from '@okr/contract';
import { getErrorMessage, useCan, useLocale } from '@okr/core';
import { formatDay } from '../format';
import { GuardedButton } from '../GuardedButton';
import { useClosePeriod } from './useClosePeriod';
import { useGoalsT } from '../useGoalsT';

export interface PeriodEndedNoticeProps {
  /** A period whose status is `ended`: past its last day, not closed. */
  period: Period;
  /** Opens the roll-over wizard from this period; without it, no roll-over button. */
  onRollOver?: () => void;
}

/**
 * A period past its last day is still open for late check-ins; this invites whoever may to roll
 * its objectives over (`objectives:create`) and close it (`settings:update`). Others read why
 * check-ins are still taken.
 */
export function PeriodEndedNotice({ period, onRollOver }: PeriodEndedNoticeProps) {
  const t = useGoalsT();
  const locale = useLocale();
  const can = useCan();
  const close = useClosePeriod();
  const mayClose = can('settings', 'update');
  const ended = formatDay(period.endDate, locale);
  return (
    <Callout.Root color="amber" variant="surface" highContrast className="okr-period-ended" data-state={close.isError ? 'error' : 'ready'}>
      <Flex direction="column" gap="2">
        <Callout.Text>
          {t(mayClose ? 'goals.periods.endedNotice.owner' : 'goals.periods.endedNotice.member', { name: period.name, date: ended })}
        </Callout.Text>
        {close.isError ? (
          <Text size="2" color="red" role="alert">
            {getErrorMessage(close.error, t('goals.periods.endedNotice.closeError'))}
          </Text>
        ) : null}
        {onRollOver || mayClose ? (
          <Flex gap="2" wrap="wrap">
            {onRollOver ? (
              <GuardedButton domain="objectives" action="create" whenDenied="hide" size="1" variant="soft" highContrast onClick={onRollOver}>
                {t('goals.periods.endedNotice.rollOver')}
              </GuardedButton>
            ) : null}
            {mayClose ? (
              <Button size="1" variant="soft" color="gray" highContrast loading={close.isPending} onClick={() => close.mutate(period)}>
                {t('goals.periods.endedNotice.close', { name: period.name })}
              </Button>
            ) : null}
          </Flex>
        ) : null}
      </Flex>
    </Callout.Root>
  );
}
