import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { dashboardPage, objectivesPage, reportsPage } from '@okr/contract';
import { useSelectedPeriod } from '@okr/goals/period-switcher';

/** The pages that show one period at a time: the dashboard, the objectives list, the reports. */
export function isPeriodScoped(pathname: string): boolean {
  const path = pathname.replace(/\/$/, '');
  return (
    path === dashboardPage.path ||
    path === objectivesPage.path ||
    path === reportsPage.path ||
    path.startsWith(`${reportsPage.path}/`)
  );
}

/**
 * The period switcher's choice in the address (`?period=<id>` or `?period=all`) on the period-scoped
 * pages, so a link shows what its sender saw: a link naming a period chooses it (remembered for
 * the organization like a choice in the switcher); otherwise the address follows the choice.
 */
export function usePeriodInAddress(): { scoped: boolean } {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { value, select } = useSelectedPeriod();
  const scoped = isPeriodScoped(pathname);
  const params = new URLSearchParams(search);
  const inAddress = params.get('period');
  // While `?org=` is handled, the link's period belongs to the organization it switches to.
  const switching = params.has('org');
  // The address value last seen, so a new link (or back/forward) is told from a stale address.
  const seen = useRef<string | null>(null);

  useEffect(() => {
    if (!scoped || switching || value === null) return;
    if (inAddress && inAddress !== seen.current && inAddress !== value) {
      seen.current = inAddress;
      select(inAddress);
      return;
    }
    seen.current = value;
    if (inAddress === value) return;
    const next = new URLSearchParams(search);
    next.set('period', value);
    navigate(`${pathname}?${next.toString()}${hash}`, { replace: true });
  }, [scoped, switching, value, inAddress, select, search, pathname, hash, navigate]);

  return { scoped };
}
