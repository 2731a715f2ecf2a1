import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';

export interface UpgradeNoticeProps {
  /** Already translated: what the plan above gives, and the button's words. */
  title: string;
  body: string;
  cta: string;
  /** Opens Billing (the settings page switches tab); without it, a link to `billingHref`. */
  onSeeBilling?: () => void;
  billingHref?: string;
  className: string;
}

/** What a panel of a higher plan shows instead of itself: what that plan gives, and the way to Billing. */
export function UpgradeNotice({ title, body, cta, onSeeBilling, billingHref = '/app/settings?tab=billing', className }: UpgradeNoticeProps) {
  return (
    <Card size="2" className={className} role="note">
      <Flex direction="column" gap="2" align="start">
        <Heading as="h3" size="3">
          {title}
        </Heading>
        <Text size="2" color="gray" style={{ maxWidth: '65ch' }}>
          {body}
        </Text>
        {onSeeBilling ? (
          <Button type="button" size="2" onClick={onSeeBilling}>
            {cta}
          </Button>
        ) : (
          <Button asChild size="2">
            <a href={billingHref}>{cta}</a>
          </Button>
        )}
      </Flex>
    </Card>
  );
}
