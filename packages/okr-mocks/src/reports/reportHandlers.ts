import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { REPORTS_PLAN_MESSAGE, apiPaths } from '@okr/contract';
import type { DbSource } from '../lib/DbSource';
import { neverAnswer } from '../lib/neverAnswer';
import { apiError, apiUrl, internalError } from '../lib/respond';
import { reportRoutes } from './reportRoutes';

export interface ReportHandlers {
  /** The progress and coverage reports and the CSV export over the model, as the API answers them. */
  default: HttpHandler[];
  /** Every report stays pending. */
  loading: HttpHandler[];
  /** Every report fails with the API's real 500 answer. */
  error: HttpHandler[];
  /** Every report answers the Free plan's 402 (what a Free organization meets). */
  freePlan: HttpHandler[];
}

const paths = [apiPaths.reports.progress, apiPaths.reports.coverage, apiPaths.reports.export].map(apiUrl);

/** The `reports` handler group over a db source, with its variants. */
export function createReportHandlers(source: DbSource): ReportHandlers {
  const all = Object.values(reportRoutes(source));
  const every = (resolver: Parameters<typeof http.get>[1]) => paths.map((path) => http.get(path, resolver));
  return {
    default: all,
    loading: every(neverAnswer),
    error: every(internalError),
    freePlan: every(() => apiError('PLAN_LIMIT_REACHED', REPORTS_PLAN_MESSAGE, { plan: 'Free', feature: 'advanced_reports' })),
  };
}
