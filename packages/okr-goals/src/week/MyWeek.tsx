import { MyWeekView } from './MyWeekView';
import type { MyWeekViewSlots, WeekGrouping } from './MyWeekView';
import { useMyWeek } from './useMyWeek';

export type { WeekGrouping } from './MyWeekView';

export interface MyWeekProps {
  /** Opens an item's page (the host's router); without it, the browser follows the link. */
  onNavigate?: (href: string) => void;
  /** How the items are grouped at first (the person can change it): by organization by default. */
  defaultGrouping?: WeekGrouping;
  /** Replace the empty state and keep the rest. */
  slots?: MyWeekViewSlots;
  className?: string;
}

/**
 * What needs me this week in every organization I belong to: check-ins due (with a check-in right
 * here), key results behind, tasks due or at risk, initiatives needing attention. An item opens in
 * its organization, switching to it first. Draws exactly `useMyWeek`.
 */
export function MyWeek({ onNavigate, defaultGrouping, slots, className }: MyWeekProps) {
  const model = useMyWeek({ onNavigate });
  return (
    <MyWeekView
      state={model.state}
      items={model.items}
      error={model.error}
      onOpen={model.open}
      opening={model.opening}
      openError={model.openError}
      endedPeriod={model.endedPeriod}
      onReviewEndedPeriod={model.reviewEndedPeriod}
      onRetry={model.retry}
      defaultGrouping={defaultGrouping}
      slots={slots}
      className={className}
    />
  );
}
