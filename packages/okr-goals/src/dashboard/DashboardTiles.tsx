import { Card, Flex, Grid, Text } from '@radix-ui/themes';
import type { Dashboard } from '@okr/contract';
import { useGoalsT } from '../lib/useGoalsT';
import { DashboardTile } from './DashboardTile';
import { ProgressRing } from './ProgressRing';

/** The top row: objectives, average progress, key results at risk, initiatives needing attention. */
export function DashboardTiles({ data }: { data: Dashboard }) {
  const t = useGoalsT();
  return (
    <Grid columns={{ initial: '2', md: '4' }} gap="3">
      <DashboardTile label={t('goals.dashboard.objectives')} value={data.objectives.total} hint={t('goals.dashboard.activeCount', { count: data.objectives.byStatus.Active })} />
      <Card size="2" className="okr-tile">
        <Flex align="center" gap="3">
          <ProgressRing value={data.objectives.averageProgress} size={72} label={t('goals.dashboard.averageProgressValue', { value: Math.round(data.objectives.averageProgress) })} />
          <Text size="1" color="gray" weight="bold" className="okr-eyebrow">
            {t('goals.dashboard.averageProgress')}
          </Text>
        </Flex>
      </Card>
      <DashboardTile
        label={t('goals.dashboard.keyResultsAtRisk')}
        value={data.keyResults.atRiskCount}
        hint={t('goals.dashboard.ofKeyResults', { total: data.keyResults.total })}
        tone={data.keyResults.atRiskCount > 0 ? 'red' : undefined}
      />
      <DashboardTile
        label={t('goals.dashboard.needingAttention')}
        value={data.initiatives.needingAttention}
        hint={t('goals.dashboard.ofInitiatives', { total: data.initiatives.total })}
        tone={data.initiatives.needingAttention > 0 ? 'amber' : undefined}
      />
    </Grid>
  );
}
