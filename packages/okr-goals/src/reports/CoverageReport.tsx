import { Flex, Heading, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { STALE_KEY_RESULT_DAYS } from '@okr/contract';
import type { CoverageReport as CoverageReportData } from '@okr/contract';
import { cx, ErrorState, getErrorMessage, SkeletonRows, useApiClient, useLocale } from '@okr/core';
import { formatDateTime, formatNumber } from '../lib/format';
import { usePermission } from '../lib/PermissionGate';
import { useGoalsT } from '../lib/useGoalsT';
import { useOrgId } from '../lib/useOrgId';
import { CoverageList } from './CoverageList';
import { CoverageMatrix } from './CoverageMatrix';
import { ReportsForbidden } from './ReportsForbidden';
import { ReportsSignedOut } from './ReportsSignedOut';
import { ReportsPlanTeaser } from './ReportsPlanTeaser';
import { reportQueries } from './reportsApi';
import { reportState } from './reportState';

export interface CoverageReportProps {
  periodId?: string;
  objectiveHref?: (id: string) => string;
  onNavigate?: (href: string) => void;
  plansHref?: string;
  className?: string;
}

function TypeSplit({ byType }: { byType: CoverageReportData['byType'] }) {
  const t = useGoalsT();
  const locale = useLocale();
  const total = byType.Tactical + byType.Strategic;
  const share = total === 0 ? 0 : Math.round((byType.Strategic / total) * 100);
  return (
    <section className="okr-coverage-types" aria-labelledby="okr-coverage-types">
      <Heading as="h3" size="3" id="okr-coverage-types" mb="2">
        {t('goals.reports.coverage.byType')}
      </Heading>
      <div className="okr-coverage-split" aria-hidden="true">
        <span className="okr-coverage-split-strategic" style={{ width: `${share}%` }} />
      </div>
      <dl className="okr-coverage-split-legend">
        <div>
          <dt>
            <span className="okr-report-swatch-box okr-report-swatch-strategic" aria-hidden="true" />
            {t('goals.enum.Strategic')}
          </dt>
          <dd>{formatNumber(byType.Strategic, locale)}</dd>
        </div>
        <div>
          <dt>
            <span className="okr-report-swatch-box" aria-hidden="true" />
            {t('goals.enum.Tactical')}
          </dt>
          <dd>{formatNumber(byType.Tactical, locale)}</dd>
        </div>
      </dl>
    </section>
  );
}

/**
 * Where the objectives are (`GET /reports/coverage`): strategic axis × operational area, Tactical
 * vs Strategic, and the lists that need someone — orphans, objectives without key results, key
 * results without a recent check-in — each item linking to its objective.
 */
export function CoverageReport({ periodId, objectiveHref, onNavigate, plansHref, className }: CoverageReportProps) {
  const t = useGoalsT();
  const locale = useLocale();
  const api = useApiClient();
  const orgId = useOrgId();
  const permission = usePermission('objectives', 'read');
  const query = useQuery({ ...reportQueries.coverage(api, orgId, periodId), enabled: Boolean(orgId) && permission === 'allowed' });
  const state = reportState(permission, query);
  const report = query.data;
  const links = { objectiveHref, onNavigate };
  return (
    <Flex direction="column" gap="5" className={cx('okr-coverage-report', className)} data-state={state}>
      {state === 'forbidden' ? <ReportsForbidden /> : <ReportsSignedOut state={state} />}
      {state === 'plan' ? <ReportsPlanTeaser plansHref={plansHref} onNavigate={onNavigate} /> : null}
      {state === 'loading' ? <SkeletonRows rows={4} height="48px" /> : null}
      {state === 'error' ? <ErrorState message={getErrorMessage(query.error, t('goals.reports.loadError'))} onRetry={() => void query.refetch()} /> : null}
      {state === 'ready' && report ? (
        <>
          <Text as="p" size="2" color="gray">
            {t('goals.reports.coverage.summary', { objectives: formatNumber(report.objectives, locale), keyResults: formatNumber(report.keyResults, locale) })}
          </Text>
          <section aria-labelledby="okr-coverage-matrix">
            <Heading as="h3" size="3" id="okr-coverage-matrix" mb="2">
              {t('goals.reports.coverage.matrix')}
            </Heading>
            <CoverageMatrix report={report} />
          </section>
          <TypeSplit byType={report.byType} />
          <div className="okr-coverage-lists">
            <CoverageList
              {...links}
              title={t('goals.reports.coverage.orphans')}
              hint={t('goals.reports.coverage.orphansHint')}
              empty={t('goals.reports.coverage.orphansEmpty')}
              count={report.orphans.count}
              items={report.orphans.items.map((o) => ({ id: o.id, title: o.title, objectiveId: o.id }))}
            />
            <CoverageList
              {...links}
              title={t('goals.reports.coverage.withoutKeyResults')}
              hint={t('goals.reports.coverage.withoutKeyResultsHint')}
              empty={t('goals.reports.coverage.withoutKeyResultsEmpty')}
              count={report.withoutKeyResults.count}
              items={report.withoutKeyResults.items.map((o) => ({ id: o.id, title: o.title, objectiveId: o.id }))}
            />
            <CoverageList
              {...links}
              title={t('goals.reports.coverage.stale')}
              hint={t('goals.reports.coverage.staleHint', { days: STALE_KEY_RESULT_DAYS })}
              empty={t('goals.reports.coverage.staleEmpty')}
              count={report.staleKeyResults.count}
              items={report.staleKeyResults.items.map((kr) => ({
                id: kr.id,
                title: kr.title,
                objectiveId: kr.objectiveId,
                detail: `${kr.objectiveTitle} · ${kr.lastCheckInAt ? t('goals.reports.coverage.lastCheckIn', { date: formatDateTime(kr.lastCheckInAt, locale) }) : t('goals.reports.coverage.neverCheckedIn')}`,
              }))}
            />
          </div>
        </>
      ) : null}
    </Flex>
  );
}
