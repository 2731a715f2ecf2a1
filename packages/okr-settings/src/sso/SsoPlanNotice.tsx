import { useTranslation } from '@okr/core';
import { ssoCatalogs } from '../lib/catalogs/ssoCatalogs';
import { UpgradeNotice } from '../lib/panels/UpgradeNotice';

export interface SsoPlanNoticeProps {
  onSeeBilling?: () => void;
  billingHref?: string;
}

/** What Free and Pro see instead of the panel: what Enterprise gives, and the way to Billing. */
export function SsoPlanNotice(props: SsoPlanNoticeProps) {
  const t = useTranslation(ssoCatalogs);
  return <UpgradeNotice {...props} className="okr-sso-plan" title={t('sso.plan.title')} body={t('sso.plan.body')} cta={t('sso.plan.cta')} />;
}
