import { Readable } from 'node:stream';
import { apiPaths, csvFileName } from '@okr/contract';
import type { CoverageReport as CoverageReportBody } from '@okr/contract';
import { CoverageReport, CoverageReportQuery, ProgressReport, ProgressReportQuery, ReportExportQuery, Text } from '@okr/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ReadCache } from '../../db/ReadCache';
import { errorResponses } from '../../lib/errorResponses';
import { permissionGuard } from '../authorization/RouteGuard';
import { organizationOf } from '../settings/organizationOf';
import { coverageReport } from './coverageReport';
import { assertObjectiveOf } from './assertObjectiveOf';
import { progressReport } from './progressReport';
import { reportCsv } from './reportCsv';
import { reportScope } from './reportScope';

const plan = 'Pro and Enterprise; Free answers 402 PLAN_LIMIT_REACHED. ';

// Every table the reports read, and those whose deletes cascade into them (organizations).
const REPORT_TABLES = ['objectives', 'key_results', 'check_ins', 'periods', 'config_options', 'organizations'] as const;

/**
 * The reports (api-contract.md "Reports (Pro and Enterprise)"), under /api, `objectives:read`.
 * The plan and the period are checked on every call; the progress and coverage answers are kept
 * per organization, day, period (and objective) until a write in that organization to a table
 * they read (db/ReadCache.ts): a check-in recomputes its organization's reports only.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  // The progress report is kept as its JSON text: a 200-objective period is about 1.5 MB, and
  // checking and serialising it again for every answer cost more than computing it. Few entries.
  const progressCache = ReadCache.for<string>(db, REPORT_TABLES, { maxEntries: 50 });
  const coverageCache = ReadCache.for<CoverageReportBody>(db, REPORT_TABLES, { maxEntries: 200 });

  app.get(
    apiPaths.reports.progress,
    {
      config: permissionGuard('objectives', 'read'),
      schema: {
        summary: 'Progress over time of each objective and key result against the expected line, with confidence and check-ins',
        description: `${plan}Step series (a point where the value changed, plus the window's start and today), not one point a day. \`?periodId=\` keeps one period, \`?objectiveId=\` one objective (404 when not the organization's); at most 500 objectives (\`truncated\`).`,
        querystring: ProgressReportQuery,
        response: { 200: ProgressReport, ...errorResponses(402) },
      },
    },
    async (request, reply) => {
      const organizationId = organizationOf(request);
      const { periodId, objectiveId } = request.query;
      const scope = await reportScope(db, organizationId, periodId);
      if (objectiveId !== undefined) await assertObjectiveOf(db, organizationId, objectiveId);
      const key = `${organizationId}|${scope.today}|${periodId ?? '*'}|${objectiveId ?? '*'}`;
      // Serialised once per computation, then sent as is (a string skips the response serialiser):
      // the shape is the contract's by type, and checked against its schema by the tests and the
      // conformance suite rather than on every answer.
      const text = await progressCache.get(key, async () => JSON.stringify(await progressReport(db, scope, objectiveId)), organizationId);
      return reply.type('application/json; charset=utf-8').send(text);
    },
  );

  app.get(
    apiPaths.reports.coverage,
    {
      config: permissionGuard('objectives', 'read'),
      schema: {
        summary: 'Coverage: objectives by strategic axis × operational area, Tactical vs Strategic, orphans, objectives without key results, stale key results',
        description: `${plan}Cancelled objectives are left out; a key result is stale after 14 whole days without a check-in. \`?periodId=\` keeps one period.`,
        querystring: CoverageReportQuery,
        response: { 200: CoverageReport, ...errorResponses(402) },
      },
    },
    async (request) => {
      const organizationId = organizationOf(request);
      const { periodId } = request.query;
      const scope = await reportScope(db, organizationId, periodId);
      return coverageCache.get(`${organizationId}|${scope.today}|${periodId ?? '*'}`, () => coverageReport(db, scope), organizationId);
    },
  );

  app.get(
    apiPaths.reports.export,
    {
      config: permissionGuard('objectives', 'read'),
      schema: {
        summary: 'Export objectives, key results or check-ins as CSV (RFC 4180, UTF-8 with BOM, header row, CRLF)',
        description: `${plan}A cell starting with =, +, -, @, tab or carriage return gets a leading ' (spreadsheet formula injection), negative numbers included. Streamed in pages of 2,000 rows.`,
        querystring: ReportExportQuery,
        produces: ['text/csv'],
        response: { 200: Text.describe('The CSV file'), ...errorResponses(402) },
      },
    },
    async (request, reply) => {
      const { kind, periodId } = request.query;
      const scope = await reportScope(db, organizationOf(request), periodId);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvFileName(kind, scope.today, scope.period?.name)}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(reportCsv(db, scope, kind)));
    },
  );
};
