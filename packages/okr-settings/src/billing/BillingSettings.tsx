import { Badge, Box, Button, Card, Flex, Grid, Heading, Progress, Text } from '@radix-ui/themes';
import { cx, useTranslation } from '@okr/core';
import { billingCatalogs } from '../lib/catalogs/billingCatalogs';

export interface BillingSettingsProps {
  className?: string;
}

// Spec §2/§9: a static display with the spec's placeholder figures and no behaviour.
const plan = { amount: 49, users: { used: 3, limit: 10 }, objectives: { used: 8, limit: 50 } } as const;
/** The spec leaves the card's last digits as a placeholder ("ending {code}"); these stand in. */
const CARD_CODE = '4242';
const CARD_EXPIRY = '12/26';

function Usage({ label, used, limit }: { label: string; used: number; limit: number }) {
  const t = useTranslation(billingCatalogs);
  return (
    <Flex direction="column" gap="1">
      <Flex justify="between">
        <Text size="2">{label}</Text>
        <Text size="2" weight="medium">
          {t('billing.usage.value', { used, limit })}
        </Text>
      </Flex>
      <Progress value={(used / limit) * 100} aria-label={label} />
    </Flex>
  );
}

/** Spec §2 "Billing": placeholder plan, usage, next payment and card, with buttons that do nothing yet. */
export function BillingSettings({ className }: BillingSettingsProps) {
  const t = useTranslation(billingCatalogs);
  return (
    <Grid columns={{ initial: '1', md: '2' }} gap="4" className={cx('okr-billing', className)} data-state="ready">
      <Card size="2">
        <Flex direction="column" gap="4">
          <Text size="2" color="gray">
            {t('billing.plan.title')}
          </Text>
          <Flex direction="column" gap="1">
            <Heading as="h2" size="5">
              {t('billing.plan.name')}
            </Heading>
            <Flex align="baseline" gap="2">
              <Text size="7" weight="bold">
                {t('billing.plan.price', { amount: plan.amount })}
              </Text>
              <Text size="2" color="gray">
                {t('billing.plan.period')}
              </Text>
            </Flex>
          </Flex>
          <Box>
            <Heading as="h3" size="2" mb="2">
              {t('billing.usage.title')}
            </Heading>
            <Flex direction="column" gap="3">
              <Usage label={t('billing.usage.users')} {...plan.users} />
              <Usage label={t('billing.usage.objectives')} {...plan.objectives} />
            </Flex>
          </Box>
          <Flex justify="between" align="center">
            <Text size="2" color="gray">
              {t('billing.nextPayment.label')}
            </Text>
            <Text size="2" weight="medium">
              {t('billing.nextPayment.date')}
            </Text>
          </Flex>
          <Flex gap="2" wrap="wrap">
            <Button type="button">{t('billing.updatePlan')}</Button>
            <Button type="button" variant="soft">
              {t('billing.paymentHistory')}
            </Button>
          </Flex>
        </Flex>
      </Card>
      <Card size="2">
        <Flex direction="column" gap="4" height="100%">
          <Heading as="h2" size="4">
            {t('billing.card.title')}
          </Heading>
          <Card variant="surface" aria-label={t('billing.card.label', { code: CARD_CODE })}>
            <Flex justify="between" align="center" gap="3" wrap="wrap">
              <Flex direction="column" gap="1">
                <Text size="3" weight="medium" style={{ fontVariantNumeric: 'tabular-nums', letterSpacing: '0.05em' }}>
                  {t('billing.card.number', { code: CARD_CODE })}
                </Text>
                <Text size="1" color="gray">
                  {t('billing.card.expires', { date: CARD_EXPIRY })}
                </Text>
              </Flex>
              <Badge color="green" variant="soft">
                {t('billing.card.primary')}
              </Badge>
            </Flex>
          </Card>
          <Flex mt="auto">
            <Button type="button" variant="outline">
              {t('billing.updatePaymentMethod')}
            </Button>
          </Flex>
        </Flex>
      </Card>
    </Grid>
  );
}
