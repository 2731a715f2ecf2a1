import { Callout, Flex, Heading, Select, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { cx, EmptyState, ErrorState, getErrorMessage, OKR_ROOT_CLASS, SkeletonRows, useApiClient } from '@okr/core';
import { usePermission } from '../lib/PermissionGate';
import { useGoalsT } from '../lib/useGoalsT';
import { useOrgId } from '../lib/useOrgId';
import { ObjectiveProgress } from './ObjectiveProgress';
import { ReportsForbidden } from './ReportsForbidden';
import { ReportsSignedOut } from './ReportsSignedOut';
import { ReportsPlanTeaser } from './ReportsPlanTeaser';
import { reportQueries } from './reportsApi';
import { reportState } from './reportState';

export interface ProgressReportProps {
  /** Only this period's objectives (`?periodId=`); all of the organization's when absent. */
  periodId?: string;
  /** One objective only, without the picker (an objective's own page embedding its report). */
  objectiveId?: string;
  /** Links each objective's title to its page. */
  objectiveHref?: (id: string) => string;
  /** Follows a link in the host's router; without it, the browser follows it. */
  onNavigate?: (href: string) => void;
  /** Where a Free organization upgrades (the settings' Billing tab). */
  plansHref?: string;
  className?: string;
}

/**
 * Progress over time per objective and key result against the expected line, with check-ins and
 * confidence on the same chart, each chart with a table view (`GET /reports/progress`, Pro and
 * Enterprise). An objective picker chooses which objective is shown.
 */
export function ProgressReport({ periodId, objectiveId, objectiveHref, onNavigate, plansHref, className }: ProgressReportProps) {
  const t = useGoalsT();
  const api = useApiClient();
  const orgId = useOrgId();
  const pickerId = useId();
  const permission = usePermission('objectives', 'read');
  const query = useQuery({ ...reportQueries.progress(api, orgId, periodId, objectiveId), enabled: Boolean(orgId) && permission === 'allowed' });
  const [chosen, setChosen] = useState<string | null>(null);
  const state = reportState(permission, query);
  const objectives = query.data?.objectives ?? [];
  const selected = objectives.find((o) => o.id === chosen) ?? objectives[0];

  return (
    <Flex direction="column" gap="4" className={cx('okr-progress-report', className)} data-state={state === 'ready' && objectives.length === 0 ? 'empty' : state}>
      {state === 'forbidden' ? <ReportsForbidden /> : <ReportsSignedOut state={state} />}
      {state === 'plan' ? <ReportsPlanTeaser plansHref={plansHref} onNavigate={onNavigate} /> : null}
      {state === 'loading' ? <SkeletonRows rows={3} height="120px" /> : null}
      {state === 'error' ? <ErrorState message={getErrorMessage(query.error, t('goals.reports.loadError'))} onRetry={() => void query.refetch()} /> : null}
      {state === 'ready' && objectives.length === 0 ? <EmptyState title={t('goals.reports.empty.title')} description={t('goals.reports.empty.body')} /> : null}
      {state === 'ready' && query.data!.truncated ? (
        <Callout.Root color="amber" size="1">
          <Callout.Text>{t('goals.reports.truncated', { count: objectives.length })}</Callout.Text>
        </Callout.Root>
      ) : null}
      {state === 'ready' && selected ? (
        <>
          {objectiveId === undefined ? (
            <Flex direction="column" gap="1" className="okr-report-picker">
              <Text as="label" htmlFor={pickerId} size="2" weight="medium">
                {t('goals.reports.objective')}
              </Text>
              <Select.Root value={selected.id} onValueChange={setChosen}>
                <Select.Trigger id={pickerId} aria-label={t('goals.reports.objective')} />
                <Select.Content position="popper" className={OKR_ROOT_CLASS}>
                  {objectives.map((objective) => (
                    <Select.Item key={objective.id} value={objective.id}>
                      {t('goals.reports.objectiveOption', { title: objective.title, progress: Math.round(objective.progress) })}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
              <Text size="1" color="gray">
                {t('goals.reports.objectiveCount', { count: objectives.length })}
              </Text>
            </Flex>
          ) : null}
          <Heading as="h2" className="okr-visually-hidden">
            {t('goals.reports.progressTitle')}
          </Heading>
          <ObjectiveProgress key={selected.id} objective={selected} today={query.data!.today} objectiveHref={objectiveHref} onNavigate={onNavigate} />
        </>
      ) : null}
    </Flex>
  );
}
