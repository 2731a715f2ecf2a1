import { useTranslation } from '@okr/core';
import { planNoticeCatalogs } from '../lib/catalogs/planNoticeCatalogs';
import { UpgradeNotice } from '../lib/panels/UpgradeNotice';

export interface PlanNoticeProps {
  /** Opens Billing (the settings page switches tab); without it, a link to `billingHref`. */
  onSeeBilling?: () => void;
  billingHref?: string;
}

/** What the Free plan sees instead of integrations: what Pro gives, and the way to Billing. */
export function PlanNotice(props: PlanNoticeProps) {
  const t = useTranslation(planNoticeCatalogs);
  return (
    <UpgradeNotice
      {...props}
      className="okr-integrations-plan"
      title={t('integrations.plan.title')}
      body={t('integrations.plan.body')}
      cta={t('integrations.plan.cta')}
    />
  );
}
