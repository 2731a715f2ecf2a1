import { Badge, Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { Objective } from '@okr/contract';
import { useLocale } from '@okr/core';
import type { ReactNode } from 'react';
import { formatDay } from '../lib/format';
import { ProgressBar, progressTone } from '../lib/ProgressBar';
import { objectiveStatusColor } from '../lib/statusColors';
import { useEnumLabel } from '../lib/useEnumLabel';
import { useGoalsT } from '../lib/useGoalsT';

export interface ObjectiveSummaryProps {
  objective: Objective;
  ownerName?: string;
  expected?: number | null;
  actions?: ReactNode;
  /** A "back to objectives" link, composed by the screen. */
  back?: ReactNode;
  /** "Aligned to <parent>", composed by the screen. */
  aligned?: ReactNode;
}

/** The head of an objective's page: title, status, classification, owner, dates and progress. */
export function ObjectiveSummary({ objective, ownerName, expected, actions, back, aligned }: ObjectiveSummaryProps) {
  const t = useGoalsT();
  const locale = useLocale();
  const enumLabel = useEnumLabel();
  const chips = [objective.impactCategory, objective.operationalArea, objective.strategicAxis].filter(Boolean) as string[];
  return (
    <Flex direction="column" gap="3" className="okr-objective-summary">
      {back}
      <Flex justify="between" align="start" gap="3" wrap="wrap">
        <Flex direction="column" gap="2" style={{ minWidth: 0, flex: 1 }}>
          <Flex gap="2" align="center" wrap="wrap">
            <Badge highContrast color={objectiveStatusColor[objective.status]}>{enumLabel(objective.status)}</Badge>
            <Badge highContrast color="gray" variant="outline">
              {enumLabel(objective.type)}
            </Badge>
            {chips.map((chip) => (
              <Badge highContrast key={chip} color="iris" variant="soft">
                {chip}
              </Badge>
            ))}
          </Flex>
          <Heading as="h1" size="7" className="okr-objective-title">
            {objective.title}
          </Heading>
          {aligned}
          {objective.description ? (
            <Text as="p" color="gray" className="okr-objective-description">
              {objective.description}
            </Text>
          ) : null}
        </Flex>
        {actions ? <Flex gap="2">{actions}</Flex> : null}
      </Flex>
      <Card size="2">
        <Flex gap="5" wrap="wrap" align="center">
          <Flex direction="column" gap="1" style={{ flex: '1 1 240px' }}>
            <Text size="1" color="gray" weight="bold" className="okr-eyebrow">
              {t('goals.objective.progress')}
            </Text>
            <ProgressBar
              value={objective.progress}
              expected={expected}
              label={t('goals.objective.progressOf', { title: objective.title })}
              tone={progressTone(objective.progress, expected)}
            />
            {expected != null ? (
              <Text size="1" color="gray">
                {t('goals.objective.expected', { value: Math.round(expected) })}
              </Text>
            ) : null}
          </Flex>
          <Fact label={t('goals.objective.owner')} value={ownerName ?? '—'} />
          <Fact label={t('goals.objective.startDate')} value={formatDay(objective.startDate, locale)} />
          <Fact label={t('goals.objective.endDate')} value={formatDay(objective.endDate, locale)} />
        </Flex>
      </Card>
    </Flex>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Flex direction="column" gap="1">
      <Text size="1" color="gray" weight="bold" className="okr-eyebrow">
        {label}
      </Text>
      <Text size="2">{value}</Text>
    </Flex>
  );
}
