import { Badge } from '@radix-ui/themes';
import type { PeriodStatus } from '@okr/contract';
import { useGoalsT } from '../useGoalsT';

const color = { upcoming: 'blue', active: 'green', ended: 'amber', closed: 'gray' } as const;

/** A period's status in words and colour: Upcoming, Active, Ended, Closed. */
export function PeriodStatusBadge({ status }: { status: PeriodStatus }) {
  const t = useGoalsT();
  return (
    <Badge color={color[status]} variant="soft" highContrast radius="full" className="okr-period-status">
      {t(`goals.periods.status.${status}`)}
    </Badge>
  );
}
