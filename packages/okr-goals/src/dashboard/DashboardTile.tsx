import { Card, Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

export interface DashboardTileProps {
  label: string;
  value: ReactNode;
  hint?: string;
  tone?: 'red' | 'amber';
}

/** One figure of the dashboard's top row: a label, a big value, a hint below. */
export function DashboardTile({ label, value, hint, tone }: DashboardTileProps) {
  return (
    <Card size="2" className="okr-tile">
      <Flex direction="column" gap="1">
        <Text size="1" color="gray" weight="bold" className="okr-eyebrow">
          {label}
        </Text>
        <Text size="7" weight="bold" color={tone} className="okr-tile-value">
          {value}
        </Text>
        {hint ? (
          <Text size="1" color="gray">
            {hint}
          </Text>
        ) : null}
      </Flex>
    </Card>
  );
}
