import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { apiPaths, csvFileName } from '@okr/contract';
import { CoverageReport, CoverageReportQuery, ProgressReport, ProgressReportQuery, ReportExportQuery } from '@okr/contract/schemas';
import { apiUrl, callerResolver, guardedCaller, readQuery, respond } from '../lib/routeKit';
import type { DbSource } from '../lib/DbSource';
import { coverageReportOf } from './coverageReportOf';
import { progressReportOf } from './progressReportOf';
import { reportCsvOf } from './reportCsvOf';
import { reportScope } from './reportScope';

/**
 * The reports as the API answers them (api-contract.md "Reports"): `objectives:read`, then the
 * query (400), then the plan (402 on Free), then the period and objective (404).
 */
export function reportRoutes(source: DbSource) {
  const guarded = guardedCaller(callerResolver(source));

  const progress = http.get(apiUrl(apiPaths.reports.progress), ({ request }) => {
    const { db, organizationId } = guarded(request, 'objectives', 'read');
    const query = readQuery(request, ProgressReportQuery);
    const scope = reportScope(db, organizationId, query.periodId);
    return respond(ProgressReport, progressReportOf(db, scope, query.objectiveId));
  });

  const coverage = http.get(apiUrl(apiPaths.reports.coverage), ({ request }) => {
    const { db, organizationId } = guarded(request, 'objectives', 'read');
    const query = readQuery(request, CoverageReportQuery);
    return respond(CoverageReport, coverageReportOf(db, reportScope(db, organizationId, query.periodId)));
  });

  const exportCsv = http.get(apiUrl(apiPaths.reports.export), ({ request }) => {
    const { db, organizationId } = guarded(request, 'objectives', 'read');
    const query = readQuery(request, ReportExportQuery);
    const scope = reportScope(db, organizationId, query.periodId);
    return new HttpResponse(reportCsvOf(db, scope, query.kind), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${csvFileName(query.kind, scope.today, scope.period?.name)}"`,
      },
    });
  });

  return { progress, coverage, exportCsv } satisfies Record<string, HttpHandler>;
}
