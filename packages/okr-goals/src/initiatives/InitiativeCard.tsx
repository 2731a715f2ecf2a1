import { Badge, Card, Flex, Heading, Link, Text } from '@radix-ui/themes';
import type { Initiative } from '@okr/contract';
import { taskStatuses } from '@okr/contract';
import { useLocale } from '@okr/core';
import { memo } from 'react';
import { formatDay } from '../lib/format';
import { ProgressBar } from '../lib/ProgressBar';
import { initiativeStatusColor, taskStatusColor } from '../lib/statusColors';
import { useEnumLabel } from '../lib/useEnumLabel';
import { useGoalsT } from '../lib/useGoalsT';

export interface InitiativeCardProps {
  initiative: Initiative;
  ownerName?: string;
  href?: string;
  onOpen: (initiative: Initiative) => void;
}

/** An initiative at a glance: status, "needs attention", progress from its tasks, counts, owner and dates. */
export const InitiativeCard = /* @__PURE__ */ memo(function InitiativeCard({ initiative, ownerName, href, onOpen }: InitiativeCardProps) {
  const t = useGoalsT();
  const locale = useLocale();
  const enumLabel = useEnumLabel();
  return (
    <Card className="okr-initiative-card" data-attention={initiative.needsAttention || undefined} asChild>
      <article aria-labelledby={`initiative-${initiative.id}`}>
        <Flex direction="column" gap="3">
          <Flex gap="2" wrap="wrap" align="center">
            <Badge highContrast color={initiativeStatusColor[initiative.status]}>{enumLabel(initiative.status)}</Badge>
            {initiative.needsAttention ? (
              <Badge highContrast color="red" variant="solid">
                {t('goals.initiative.needsAttention')}
              </Badge>
            ) : null}
          </Flex>
          <Heading as="h2" size="3" id={`initiative-${initiative.id}`}>
            <Link
              href={href ?? '#'}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                event.preventDefault();
                onOpen(initiative);
              }}
            >
              {initiative.name}
            </Link>
          </Heading>
          {initiative.description ? (
            <Text size="2" color="gray" className="okr-clamp-2">
              {initiative.description}
            </Text>
          ) : null}
          <ProgressBar value={initiative.progress} label={t('goals.objective.progressOf', { title: initiative.name })} tone={initiative.needsAttention ? 'red' : initiative.progress >= 100 ? 'green' : 'accent'} />
          <Flex gap="2" wrap="wrap" aria-label={t('goals.initiative.tasksByStatus')} role="group">
            {taskStatuses.map((status) =>
              initiative.taskCounts[status] > 0 ? (
                <Badge highContrast key={status} color={taskStatusColor[status]} variant="soft">
                  {enumLabel(status)}: {initiative.taskCounts[status]}
                </Badge>
              ) : null,
            )}
            {taskStatuses.every((status) => initiative.taskCounts[status] === 0) ? (
              <Text size="1" color="gray">
                {t('goals.initiative.noTasks')}
              </Text>
            ) : null}
          </Flex>
          <Text size="1" color="gray">
            {[ownerName, initiative.endDate ? t('goals.initiative.ends', { date: formatDay(initiative.endDate, locale) }) : null].filter(Boolean).join(' · ')}
          </Text>
        </Flex>
      </article>
    </Card>
  );
});
