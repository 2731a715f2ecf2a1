import { Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

export interface ListHeaderProps {
  title: string;
  subtitle: string;
  /** The list's buttons, at the end of the row. */
  children?: ReactNode;
}

/** A goals list's page heading (h1) with its subtitle and buttons, wrapping on narrow screens. */
export function ListHeader({ title, subtitle, children }: ListHeaderProps) {
  return (
    <Flex justify="between" align="center" gap="3" wrap="wrap">
      <div>
        <Heading as="h1" size="6">
          {title}
        </Heading>
        <Text color="gray" size="2">
          {subtitle}
        </Text>
      </div>
      {children}
    </Flex>
  );
}
