import { Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

export interface DirectorySyncSectionProps {
  title: string;
  hint: string;
  /** A button beside the heading. */
  action?: ReactNode;
  children: ReactNode;
  className: string;
}

/** One part of the panel: a heading, what it is for, its content. */
export function DirectorySyncSection({ title, hint, action, children, className }: DirectorySyncSectionProps) {
  return (
    <Flex asChild direction="column" gap="2">
      <section className={className}>
        <Flex align="center" justify="between" gap="3" wrap="wrap">
          <Heading as="h3" size="3">
            {title}
          </Heading>
          {action}
        </Flex>
        <Text as="p" size="2" color="gray" style={{ maxWidth: '65ch' }}>
          {hint}
        </Text>
        {children}
      </section>
    </Flex>
  );
}
