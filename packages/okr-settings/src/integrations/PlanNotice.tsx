import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from '@okr/core';
import { planNoticeCatalogs } from '../lib/catalogs/planNoticeCatalogs';

export interface PlanNoticeProps {
  /** Opens Billing (the settings page switches tab); without it, a link to `billingHref`. */
  onSeeBilling?: () => void;
  billingHref?: string;
}

/** What the Free plan sees instead of integrations: what Pro gives, and the way to Billing. */
export function PlanNotice({ onSeeBilling, billingHref = '/app/settings?tab=billing' }: PlanNoticeProps) {
  const t = useTranslation(planNoticeCatalogs);
  return (
    <Card size="2" className="okr-integrations-plan" role="note">
      <Flex direction="column" gap="2" align="start">
        <Heading as="h3" size="3">
          {t('integrations.plan.title')}
        </Heading>
        <Text size="2" color="gray" style={{ maxWidth: '65ch' }}>
          {t('integrations.plan.body')}
        </Text>
        <Flex>
          {onSeeBilling ? (
            <Button type="button" size="2" onClick={onSeeBilling}>
              {t('integrations.plan.cta')}
            </Button>
          ) : (
            <Button asChild size="2">
              <a href={billingHref}>{t('integrations.plan.cta')}</a>
            </Button>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
