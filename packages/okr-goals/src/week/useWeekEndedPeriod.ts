import { useQuery } from '@tanstack/react-query';
import { canDo, objectivesPage } from '@okr/contract';
import type { Period } from '@okr/contract';
import { periodQueries, useApiClient, useOkrNavigate, useSessionStore } from '@okr/core';
import { writeSelectedPeriod } from '../lib/periods/selectedPeriodStore';

/** The period My week invites closing, and the organization it belongs to (the current one). */
export interface WeekEndedPeriod {
  period: Period;
  organization: { id: string; name: string };
}

/**
 * The period of the current organization that ended last and is not closed, for whoever may close
 * it (`settings:update`): My week invites rolling its objectives over and closing it, and opens the
 * objectives of that period (older ones are listed in Settings → Periods). Nothing for others, nor
 * while the periods load or fail: My week's items are what the page is for.
 */
export function useWeekEndedPeriod(onNavigate?: (href: string) => void) {
  const api = useApiClient();
  const organization = useSessionStore((s) => s.organization);
  const mayClose = useSessionStore((s) => canDo(s.permissions, 'settings', 'update'));
  const navigate = useOkrNavigate();
  const orgId = organization?.id ?? null;
  const query = useQuery({ ...periodQueries.list(api, orgId), enabled: Boolean(orgId) && mayClose });
  const last = mayClose
    ? (query.data ?? []).filter((p) => p.status === 'ended').reduce<Period | undefined>((found, p) => (!found || p.endDate > found.endDate ? p : found), undefined)
    : undefined;
  const period: WeekEndedPeriod | null = organization && last ? { period: last, organization: { id: organization.id, name: organization.name } } : null;
  return {
    period,
    review: () => {
      if (!period) return;
      writeSelectedPeriod(period.organization.id, period.period.id);
      (onNavigate ?? navigate)(objectivesPage.href());
    },
  };
}
