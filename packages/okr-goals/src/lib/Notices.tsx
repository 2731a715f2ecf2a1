import { Button, Callout, Flex, Link } from '@radix-ui/themes';
import { useGoalsT } from './useGoalsT';

export interface ConflictNoticeProps {
  /** What the screen now shows; default the edit forms' wording ("The form now shows their version"). */
  message?: string;
}

/**
 * 409 on a stale `version`: someone else saved first; the screen now shows their version (the
 * mutation's `onError` refetches). Every edit flow says it with this notice.
 */
export function ConflictNotice({ message }: ConflictNoticeProps = {}) {
  const t = useGoalsT();
  return (
    <Callout.Root color="amber" highContrast role="alert" className="okr-conflict">
      <Callout.Text>{message ?? t('goals.conflict.message')}</Callout.Text>
    </Callout.Root>
  );
}

export interface PlanLimitNoticeProps {
  /** Where the plans are; default the settings' Billing tab. */
  plansHref?: string;
  onViewPlans?: () => void;
}

/** 402 PLAN_LIMIT_REACHED: what the Free plan allows and where to upgrade. */
export function PlanLimitNotice({ plansHref = '/app/settings?tab=billing', onViewPlans }: PlanLimitNoticeProps) {
  const t = useGoalsT();
  return (
    <Callout.Root color="iris" highContrast role="alert" className="okr-plan-limit">
      <Flex direction="column" gap="2" align="start">
        <Callout.Text weight="bold">{t('goals.planLimit.title')}</Callout.Text>
        <Callout.Text>{t('goals.planLimit.body')}</Callout.Text>
        {onViewPlans ? (
          <Button type="button" size="1" onClick={onViewPlans}>
            {t('goals.planLimit.cta')}
          </Button>
        ) : (
          <Link href={plansHref} weight="medium">
            {t('goals.planLimit.cta')}
          </Link>
        )}
      </Flex>
    </Callout.Root>
  );
}
