import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { CSV_BOM, REPORTS_PLAN_MESSAGE, apiPaths, csvHeader, isoDay, reportExportKinds } from '@okr/contract';
import type { CoverageReport, ProgressReport } from '@okr/contract';
import { CoverageReport as CoverageSchema, ProgressReport as ProgressSchema } from '@okr/contract/schemas';
import type { DbSource } from '../lib/DbSource';
import { neverAnswer } from '../lib/neverAnswer';
import { apiError, apiUrl, internalError, respond } from '../lib/respond';
import { reportRoutes } from './reportRoutes';

export interface ReportHandlers {
  /** The progress and coverage reports and the CSV export over the model, as the API answers them. */
  default: HttpHandler[];
  /** An organization without objectives: empty reports, a CSV of its header row only. */
  empty: HttpHandler[];
  /** Every report stays pending. */
  loading: HttpHandler[];
  /** Every report fails with the API's real 500 answer. */
  error: HttpHandler[];
  /** Every report answers the Free plan's 402 (what a Free organization meets). */
  freePlan: HttpHandler[];
}

const paths = [apiPaths.reports.progress, apiPaths.reports.coverage, apiPaths.reports.export].map(apiUrl);

function emptyReports(): HttpHandler[] {
  const today = isoDay();
  const none = { count: 0, items: [] };
  const progress: ProgressReport = { period: null, today, objectives: [], truncated: false };
  const coverage: CoverageReport = {
    period: null,
    today,
    objectives: 0,
    keyResults: 0,
    strategicAxes: [],
    operationalAreas: [],
    cells: [],
    byType: { Tactical: 0, Strategic: 0 },
    orphans: none,
    withoutKeyResults: none,
    staleKeyResults: none,
  };
  return [
    http.get(apiUrl(apiPaths.reports.progress), () => respond(ProgressSchema, progress)),
    http.get(apiUrl(apiPaths.reports.coverage), () => respond(CoverageSchema, coverage)),
    http.get(apiUrl(apiPaths.reports.export), ({ request }) => {
      const asked = new URL(request.url).searchParams.get('kind');
      const kind = reportExportKinds.find((known) => known === asked) ?? 'objectives';
      return new HttpResponse(CSV_BOM + csvHeader(kind), { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
    }),
  ];
}

/** The `reports` handler group over a db source, with its variants. */
export function createReportHandlers(source: DbSource): ReportHandlers {
  const all = Object.values(reportRoutes(source));
  const every = (resolver: Parameters<typeof http.get>[1]) => paths.map((path) => http.get(path, resolver));
  return {
    default: all,
    empty: emptyReports(),
    loading: every(neverAnswer),
    error: every(internalError),
    freePlan: every(() => apiError('PLAN_LIMIT_REACHED', REPORTS_PLAN_MESSAGE, { plan: 'Free', feature: 'advanced_reports' })),
  };
}
