import { Button, Flex, Select, Spinner, Text } from '@radix-ui/themes';
import { cx, OKR_ROOT_CLASS } from '@okr/core';
import { PeriodStatusBadge } from '../lib/periods/PeriodStatusBadge';
import { ALL_PERIODS } from '../lib/periods/selectedPeriodStore';
import { useSelectedPeriod } from '../lib/periods/useSelectedPeriod';
import { useGoalsT } from '../lib/useGoalsT';

export interface PeriodSwitcherProps {
  /** Called after a choice (the host puts it in the address). */
  onPeriodChange?: (value: string) => void;
  className?: string;
}

/**
 * Chooses the period the objectives list, the dashboard and the reports show: "All periods" or one
 * of the organization's periods with its status. The choice is remembered per organization.
 */
export function PeriodSwitcher({ onPeriodChange, className }: PeriodSwitcherProps) {
  const t = useGoalsT();
  const { value, periods, error, ready, retry, select } = useSelectedPeriod();
  const classes = cx('okr-period-switcher', className);

  if (error && periods.length === 0) {
    return (
      <Flex role="alert" align="center" gap="2" className={classes} data-state="error">
        <Text size="2" color="red">
          {t('goals.periods.switcher.loadError')}
        </Text>
        <Button size="1" variant="soft" onClick={retry}>
          {t('goals.periods.switcher.retry')}
        </Button>
      </Flex>
    );
  }
  if (!ready || value === null) {
    return (
      <Flex role="status" align="center" gap="2" className={classes} data-state="loading">
        <Spinner aria-hidden="true" />
        <Text size="2" color="gray">
          {t('goals.periods.switcher.loading')}
        </Text>
      </Flex>
    );
  }
  return (
    <Flex align="center" gap="2" className={classes} data-state="ready">
      <Select.Root
        value={value}
        onValueChange={(next) => {
          select(next);
          onPeriodChange?.(next);
        }}
      >
        <Select.Trigger aria-label={t('goals.periods.switcher.label')} variant="soft" className="okr-period-switcher-trigger" />
        {/* Portalled to the body: it carries our root class to keep our scoped styles. */}
        <Select.Content position="popper" className={OKR_ROOT_CLASS}>
          <Select.Item value={ALL_PERIODS}>{t('goals.periods.switcher.all')}</Select.Item>
          {periods.length > 0 ? <Select.Separator /> : null}
          {periods.map((period) => (
            <Select.Item key={period.id} value={period.id} textValue={period.name}>
              <Flex as="span" align="center" gap="2">
                {period.name}
                <PeriodStatusBadge status={period.status} />
              </Flex>
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </Flex>
  );
}
