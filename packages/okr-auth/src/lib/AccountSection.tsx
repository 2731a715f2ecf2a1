import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useId } from 'react';
import type { ReactNode } from 'react';

export interface AccountSectionProps {
  title: string;
  description?: string;
  /** Beside the title (a badge, an action). */
  aside?: ReactNode;
  children: ReactNode;
}

/** One titled part of an account panel: a region named by its heading. */
export function AccountSection({ title, description, aside, children }: AccountSectionProps) {
  const headingId = useId();
  return (
    <Card asChild size="3" className="okr-account-section">
      <section aria-labelledby={headingId}>
        <Flex direction="column" gap="4">
          <Flex justify="between" align="start" gap="3" wrap="wrap">
            <Flex direction="column" gap="1" minWidth="0">
              <Heading as="h3" size="3" id={headingId}>
                {title}
              </Heading>
              {description ? (
                <Text size="2" color="gray">
                  {description}
                </Text>
              ) : null}
            </Flex>
            {aside}
          </Flex>
          {children}
        </Flex>
      </section>
    </Card>
  );
}
