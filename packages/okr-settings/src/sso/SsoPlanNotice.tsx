import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from '@okr/core';
import { ssoCatalogs } from '../lib/catalogs/ssoCatalogs';

export interface SsoPlanNoticeProps {
  onSeeBilling?: () => void;
  billingHref?: string;
}

/** What Free and Pro see instead of the panel: what Enterprise gives, and the way to Billing. */
export function SsoPlanNotice({ onSeeBilling, billingHref = '/app/settings?tab=billing' }: SsoPlanNoticeProps) {
  const t = useTranslation(ssoCatalogs);
  return (
    <Card size="2" className="okr-sso-plan" role="note">
      <Flex direction="column" gap="2" align="start">
        <Heading as="h3" size="3">
          {t('sso.plan.title')}
        </Heading>
        <Text size="2" color="gray" style={{ maxWidth: '65ch' }}>
          {t('sso.plan.body')}
        </Text>
        {onSeeBilling ? (
          <Button type="button" size="2" onClick={onSeeBilling}>
            {t('sso.plan.cta')}
          </Button>
        ) : (
          <Button asChild size="2">
            <a href={billingHref}>{t('sso.plan.cta')}</a>
          </Button>
        )}
      </Flex>
    </Card>
  );
}
