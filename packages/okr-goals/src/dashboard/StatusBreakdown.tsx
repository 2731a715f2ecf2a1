import { Card, Grid, Heading } from '@radix-ui/themes';
import { initiativeStatuses, objectiveStatuses, taskStatuses } from '@okr/contract';
import type { Dashboard } from '@okr/contract';
import { chartColor, initiativeStatusColor, objectiveStatusColor, taskStatusColor } from '../lib/statusColors';
import { useEnumLabel } from '../lib/useEnumLabel';
import { useGoalsT } from '../lib/useGoalsT';
import { StatusBar } from './StatusBar';
import type { StatusBarSegment } from './StatusBar';

function StatusCard({ title, segments }: { title: string; segments: StatusBarSegment[] }) {
  return (
    <Card size="2">
      <Heading as="h2" size="3" mb="3">
        {title}
      </Heading>
      <StatusBar label={title} segments={segments} />
    </Card>
  );
}

/** Objectives, initiatives and tasks by status, one bar each. */
export function StatusBreakdown({ data }: { data: Dashboard }) {
  const t = useGoalsT();
  const enumLabel = useEnumLabel();
  return (
    <Grid columns={{ initial: '1', md: '3' }} gap="3">
      <StatusCard
        title={t('goals.dashboard.objectivesByStatus')}
        segments={objectiveStatuses.map((s) => ({ key: s, label: enumLabel(s), value: data.objectives.byStatus[s], color: chartColor(objectiveStatusColor[s]) }))}
      />
      <StatusCard
        title={t('goals.dashboard.initiativesByStatus')}
        segments={initiativeStatuses.map((s) => ({ key: s, label: enumLabel(s), value: data.initiatives.byStatus[s], color: chartColor(initiativeStatusColor[s]) }))}
      />
      <StatusCard
        title={t('goals.dashboard.tasksByStatus')}
        segments={taskStatuses.map((s) => ({ key: s, label: enumLabel(s), value: data.tasks.byStatus[s], color: chartColor(taskStatusColor[s]) }))}
      />
    </Grid>
  );
}
