import { useSearchParams } from 'react-router';

export interface ReportsPeriod {
  /** What the reports send as `?periodId=`; undefined: all periods. */
  periodId: string | undefined;
  /** Whether the choice is known (the address is read at once). */
  ready: boolean;
}

/**
 * The period the reports show: `?period=<id>` of the address, which the app shell's period
 * switcher writes. A stand-in with the shape of `useSelectedPeriod()` from `@okr/goals` (branch
 * periods-ui, which also remembers the choice per organization): once that lands, this hook
 * becomes `useSelectedPeriod`.
 */
export function useReportsPeriod(): ReportsPeriod {
  const [params] = useSearchParams();
  return { periodId: params.get('period') || undefined, ready: true };
}
