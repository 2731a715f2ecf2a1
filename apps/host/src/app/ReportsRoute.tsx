import { useNavigate, useSearchParams } from 'react-router';
import { objectivePage, settingsPage } from '@okr/contract';
import { ReportsPage } from '@okr/goals/reports-page';
import type { ReportsTab } from '@okr/goals/reports-page';
import { useSelectedPeriod } from '@okr/goals/period-switcher';

/**
 * `/app/reports`: the tab lives in the address (`?tab=coverage`) beside the period
 * (`?period=<id>`), so a link or a reload lands on the same report.
 */
export function ReportsRoute() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // The app shell's period switcher: remembered per organization, mirrored in `?period=`.
  const { periodId, ready } = useSelectedPeriod();
  const tab: ReportsTab = params.get('tab') === 'coverage' ? 'coverage' : 'progress';
  if (!ready) return null;
  return (
    <ReportsPage
      periodId={periodId}
      tab={tab}
      onTabChange={(next) =>
        setParams(
          (current) => {
            const search = new URLSearchParams(current);
            if (next === 'coverage') search.set('tab', next);
            else search.delete('tab');
            return search;
          },
          { replace: true },
        )
      }
      objectiveHref={objectivePage.href}
      onNavigate={(href) => navigate(href)}
      plansHref={settingsPage.href('billing')}
    />
  );
}
