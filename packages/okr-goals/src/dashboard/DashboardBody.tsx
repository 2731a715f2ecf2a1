import { Grid } from '@radix-ui/themes';
import type { Dashboard } from '@okr/contract';
import { AtRiskKeyResults } from './AtRiskKeyResults';
import { DashboardTiles } from './DashboardTiles';
import type { DashboardLink } from './DashboardLink';
import { MyItems } from './MyItems';
import { StatusBreakdown } from './StatusBreakdown';

export interface DashboardBodyProps {
  data: Dashboard;
  link: DashboardLink;
  objectiveHref: (id: string) => string;
  initiativeHref: (id: string) => string;
}

/** The loaded dashboard: the figures, the status bars, the key results at risk and the caller's items. */
export function DashboardBody({ data, link, objectiveHref, initiativeHref }: DashboardBodyProps) {
  return (
    <>
      <DashboardTiles data={data} />
      <StatusBreakdown data={data} />
      <Grid columns={{ initial: '1', md: '2' }} gap="3">
        <AtRiskKeyResults atRisk={data.keyResults.atRisk} link={link} objectiveHref={objectiveHref} />
        <MyItems mine={data.mine} link={link} objectiveHref={objectiveHref} initiativeHref={initiativeHref} />
      </Grid>
    </>
  );
}
