import { Badge, Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { Dashboard } from '@okr/contract';
import { useLocale } from '@okr/core';
import { formatDay } from '../lib/format';
import { ProgressBar, progressTone } from '../lib/ProgressBar';
import { initiativeStatusColor, taskStatusColor } from '../lib/statusColors';
import { useEnumLabel } from '../lib/useEnumLabel';
import { useGoalsT } from '../lib/useGoalsT';
import type { DashboardLink } from './DashboardLink';
import { MyGroup } from './MyGroup';

export interface MyItemsProps {
  mine: Dashboard['mine'];
  link: DashboardLink;
  objectiveHref: (id: string) => string;
  initiativeHref: (id: string) => string;
}

/** The caller's own objectives, key results, initiatives and tasks. */
export function MyItems({ mine, link, objectiveHref, initiativeHref }: MyItemsProps) {
  const t = useGoalsT();
  const enumLabel = useEnumLabel();
  const locale = useLocale();
  const myCount = mine.objectives.length + mine.keyResults.length + mine.initiatives.length + mine.tasks.length;
  return (
    <Card size="2" className="okr-my-items">
      <Heading as="h2" size="3" mb="3">
        {t('goals.dashboard.myItems')}
      </Heading>
      {myCount === 0 ? (
        <Text size="2" color="gray">
          {t('goals.dashboard.noItems')}
        </Text>
      ) : (
        <Flex direction="column" gap="3">
          {mine.objectives.length > 0 ? (
            <MyGroup title={t('goals.dashboard.myObjectives')}>
              {mine.objectives.map((o) => (
                <li key={o.id}>
                  {link(objectiveHref(o.id), o.title)}
                  <ProgressBar value={o.progress} label={t('goals.objective.progressOf', { title: o.title })} tone={progressTone(o.progress)} />
                </li>
              ))}
            </MyGroup>
          ) : null}
          {mine.keyResults.length > 0 ? (
            <MyGroup title={t('goals.dashboard.myKeyResults')}>
              {mine.keyResults.map((kr) => (
                <li key={kr.id}>
                  {link(objectiveHref(kr.objectiveId), kr.title)}
                  <Text size="1" color="gray">
                    {' '}
                    · {Math.round(kr.progress)}%
                  </Text>
                </li>
              ))}
            </MyGroup>
          ) : null}
          {mine.initiatives.length > 0 ? (
            <MyGroup title={t('goals.dashboard.myInitiatives')}>
              {mine.initiatives.map((i) => (
                <li key={i.id}>
                  {link(initiativeHref(i.id), i.name)}{' '}
                  <Badge highContrast color={initiativeStatusColor[i.status]} variant="soft">
                    {enumLabel(i.status)}
                  </Badge>
                </li>
              ))}
            </MyGroup>
          ) : null}
          {mine.tasks.length > 0 ? (
            <MyGroup title={t('goals.dashboard.myTasks')}>
              {mine.tasks.map((task) => (
                <li key={task.id}>
                  {link(initiativeHref(task.initiativeId), task.title)}{' '}
                  <Badge highContrast color={taskStatusColor[task.status]} variant="soft">
                    {enumLabel(task.status)}
                  </Badge>
                  {task.dueDate ? (
                    <Text size="1" color="gray">
                      {' '}
                      · {formatDay(task.dueDate, locale)}
                    </Text>
                  ) : null}
                </li>
              ))}
            </MyGroup>
          ) : null}
        </Flex>
      )}
    </Card>
  );
}
