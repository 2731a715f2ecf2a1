import { Badge, Card, Flex, Grid, Heading, Link, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { initiativeStatuses, objectiveStatuses, taskStatuses } from '@okr/contract';
import type { Dashboard } from '@okr/contract';
import { EmptyState, ErrorState, getErrorMessage, SkeletonRows, useApiClient, useLocale, useSessionStore } from '@okr/core';
import type { ReactNode } from 'react';
import { formatDay } from '../lib/format';
import { ProgressBar, progressTone } from '../lib/ProgressBar';
import { chartColor, initiativeStatusColor, objectiveStatusColor, taskStatusColor } from '../lib/statusColors';
import { useEnumLabel } from '../lib/useEnumLabel';
import { useGoalsT } from '../lib/useGoalsT';
import { useOrgId } from '../lib/useOrgId';
import { ALL_PERIODS } from '../lib/periods/selectedPeriodStore';
import { useSelectedPeriod } from '../lib/periods/useSelectedPeriod';
import { dashboardQueries } from './api';
import { ProgressRing } from './ProgressRing';
import { StatusBar } from './StatusBar';
import { useCallerFlags } from '../lib/useCallerFlags';

export interface GoalsDashboardProps {
  /** Hrefs of objectives and initiatives (links open them); default `/app/objectives/{id}`, `/app/initiatives/{id}`. */
  objectiveHref?: (id: string) => string;
  initiativeHref?: (id: string) => string;
  onNavigate?: (href: string) => void;
  onCreateObjective?: () => void;
  /** A period id or `'all'`; when left out, the period switcher's choice (`useSelectedPeriod`). */
  period?: string;
  className?: string;
}

function Tile({ label, value, hint, tone }: { label: string; value: ReactNode; hint?: string; tone?: 'red' | 'amber' }) {
  return (
    <Card size="2" className="okr-tile">
      <Flex direction="column" gap="1">
        <Text size="1" color="gray" weight="bold" className="okr-eyebrow">
          {label}
        </Text>
        <Text size="7" weight="bold" color={tone} className="okr-tile-value">
          {value}
        </Text>
        {hint ? (
          <Text size="1" color="gray">
            {hint}
          </Text>
        ) : null}
      </Flex>
    </Card>
  );
}

/** The organization at a glance: objectives by status, average progress, key results at risk, initiatives and tasks, my items. */
export function GoalsDashboard({
  objectiveHref = (id) => `/app/objectives/${id}`,
  initiativeHref = (id) => `/app/initiatives/${id}`,
  onNavigate,
  onCreateObjective,
  period,
  className,
}: GoalsDashboardProps) {
  const t = useGoalsT();
  useCallerFlags();
  const api = useApiClient();
  const orgId = useOrgId();
  const user = useSessionStore((s) => s.user);
  const organization = useSessionStore((s) => s.organization);
  const selected = useSelectedPeriod();
  const chosen = period ?? selected.value;
  const periodId = chosen && chosen !== ALL_PERIODS ? chosen : undefined;
  // Until the switcher's choice is known the dashboard waits, rather than load the whole organization first.
  const query = useQuery({ ...dashboardQueries.summary(api, orgId, periodId), enabled: Boolean(orgId) && chosen !== null });
  const state = query.isPending ? 'loading' : query.isError ? 'error' : query.data.objectives.total === 0 ? 'empty' : 'ready';
  const link = (href: string, text: string) => (
    <Link
      href={href}
      onClick={(event) => {
        if (!onNavigate || event.metaKey || event.ctrlKey) return;
        event.preventDefault();
        onNavigate(href);
      }}
    >
      {text}
    </Link>
  );

  return (
    <Flex direction="column" gap="5" className={['okr-goals-dashboard', className].filter(Boolean).join(' ')} data-state={state}>
      <div>
        <Heading as="h1" size="6">
          {t('goals.dashboard.title')}
        </Heading>
        <Text color="gray" size="2">
          {user ? t('goals.dashboard.greeting', { name: user.firstName || user.fullName, organization: organization?.name ?? '' }) : null}
        </Text>
      </div>
      {query.isPending ? <SkeletonRows rows={4} height="96px" /> : null}
      {query.isError ? <ErrorState message={getErrorMessage(query.error, t('goals.dashboard.loadError'))} onRetry={() => void query.refetch()} /> : null}
      {query.data && state === 'empty' ? (
        <EmptyState
          title={t('goals.dashboard.empty')}
          description={t('goals.dashboard.emptyHint')}
          action={onCreateObjective ? <Link href="#" onClick={(e) => { e.preventDefault(); onCreateObjective(); }}>{t('goals.objectives.new')}</Link> : null}
        />
      ) : null}
      {query.data && state === 'ready' ? <DashboardBody data={query.data} link={link} objectiveHref={objectiveHref} initiativeHref={initiativeHref} /> : null}
    </Flex>
  );
}

interface BodyProps {
  data: Dashboard;
  link: (href: string, text: string) => ReactNode;
  objectiveHref: (id: string) => string;
  initiativeHref: (id: string) => string;
}

function DashboardBody({ data, link, objectiveHref, initiativeHref }: BodyProps) {
  const t = useGoalsT();
  const enumLabel = useEnumLabel();
  const locale = useLocale();
  const { mine } = data;
  const myCount = mine.objectives.length + mine.keyResults.length + mine.initiatives.length + mine.tasks.length;
  return (
    <>
      <Grid columns={{ initial: '2', md: '4' }} gap="3">
        <Tile label={t('goals.dashboard.objectives')} value={data.objectives.total} hint={t('goals.dashboard.activeCount', { count: data.objectives.byStatus.Active })} />
        <Card size="2" className="okr-tile">
          <Flex align="center" gap="3">
            <ProgressRing value={data.objectives.averageProgress} size={72} label={t('goals.dashboard.averageProgressValue', { value: Math.round(data.objectives.averageProgress) })} />
            <Text size="1" color="gray" weight="bold" className="okr-eyebrow">
              {t('goals.dashboard.averageProgress')}
            </Text>
          </Flex>
        </Card>
        <Tile
          label={t('goals.dashboard.keyResultsAtRisk')}
          value={data.keyResults.atRiskCount}
          hint={t('goals.dashboard.ofKeyResults', { total: data.keyResults.total })}
          tone={data.keyResults.atRiskCount > 0 ? 'red' : undefined}
        />
        <Tile
          label={t('goals.dashboard.needingAttention')}
          value={data.initiatives.needingAttention}
          hint={t('goals.dashboard.ofInitiatives', { total: data.initiatives.total })}
          tone={data.initiatives.needingAttention > 0 ? 'amber' : undefined}
        />
      </Grid>

      <Grid columns={{ initial: '1', md: '3' }} gap="3">
        <Card size="2">
          <Heading as="h2" size="3" mb="3">
            {t('goals.dashboard.objectivesByStatus')}
          </Heading>
          <StatusBar
            label={t('goals.dashboard.objectivesByStatus')}
            segments={objectiveStatuses.map((s) => ({ key: s, label: enumLabel(s), value: data.objectives.byStatus[s], color: chartColor(objectiveStatusColor[s]) }))}
          />
        </Card>
        <Card size="2">
          <Heading as="h2" size="3" mb="3">
            {t('goals.dashboard.initiativesByStatus')}
          </Heading>
          <StatusBar
            label={t('goals.dashboard.initiativesByStatus')}
            segments={initiativeStatuses.map((s) => ({ key: s, label: enumLabel(s), value: data.initiatives.byStatus[s], color: chartColor(initiativeStatusColor[s]) }))}
          />
        </Card>
        <Card size="2">
          <Heading as="h2" size="3" mb="3">
            {t('goals.dashboard.tasksByStatus')}
          </Heading>
          <StatusBar
            label={t('goals.dashboard.tasksByStatus')}
            segments={taskStatuses.map((s) => ({ key: s, label: enumLabel(s), value: data.tasks.byStatus[s], color: chartColor(taskStatusColor[s]) }))}
          />
        </Card>
      </Grid>

      <Grid columns={{ initial: '1', md: '2' }} gap="3">
        <Card size="2" className="okr-at-risk">
          <Heading as="h2" size="3" mb="3">
            {t('goals.dashboard.atRiskTitle')}
          </Heading>
          {data.keyResults.atRisk.length === 0 ? (
            <Text size="2" color="gray">
              {t('goals.dashboard.noneAtRisk')}
            </Text>
          ) : (
            <ul className="okr-plain-list">
              {data.keyResults.atRisk.map((kr) => (
                <li key={kr.id}>
                  <Flex direction="column" gap="1">
                    <Text size="2" weight="medium">
                      {link(objectiveHref(kr.objectiveId), kr.title)}
                    </Text>
                    <Text size="1" color="gray">
                      {kr.objectiveTitle}
                    </Text>
                    <ProgressBar value={kr.progress} expected={kr.expected} label={t('goals.objective.progressOf', { title: kr.title })} tone={progressTone(kr.progress, kr.expected)} />
                    <Flex gap="2" wrap="wrap">
                      {kr.lowConfidence ? (
                        <Badge highContrast color="red" variant="soft">
                          {t('goals.dashboard.lowConfidence', { value: kr.confidence ?? 0 })}
                        </Badge>
                      ) : null}
                      {kr.behind ? (
                        <Badge highContrast color="amber" variant="soft">
                          {t('goals.dashboard.behind', { value: Math.round(kr.expected ?? 0) })}
                        </Badge>
                      ) : null}
                    </Flex>
                  </Flex>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card size="2" className="okr-my-items">
          <Heading as="h2" size="3" mb="3">
            {t('goals.dashboard.myItems')}
          </Heading>
          {myCount === 0 ? (
            <Text size="2" color="gray">
              {t('goals.dashboard.noItems')}
            </Text>
          ) : (
            <Flex direction="column" gap="3">
              {mine.objectives.length > 0 ? (
                <MyGroup title={t('goals.dashboard.myObjectives')}>
                  {mine.objectives.map((o) => (
                    <li key={o.id}>
                      {link(objectiveHref(o.id), o.title)}
                      <ProgressBar value={o.progress} label={t('goals.objective.progressOf', { title: o.title })} tone={progressTone(o.progress)} />
                    </li>
                  ))}
                </MyGroup>
              ) : null}
              {mine.keyResults.length > 0 ? (
                <MyGroup title={t('goals.dashboard.myKeyResults')}>
                  {mine.keyResults.map((kr) => (
                    <li key={kr.id}>
                      {link(objectiveHref(kr.objectiveId), kr.title)}
                      <Text size="1" color="gray">
                        {' '}
                        · {Math.round(kr.progress)}%
                      </Text>
                    </li>
                  ))}
                </MyGroup>
              ) : null}
              {mine.initiatives.length > 0 ? (
                <MyGroup title={t('goals.dashboard.myInitiatives')}>
                  {mine.initiatives.map((i) => (
                    <li key={i.id}>
                      {link(initiativeHref(i.id), i.name)}{' '}
                      <Badge highContrast color={initiativeStatusColor[i.status]} variant="soft">
                        {enumLabel(i.status)}
                      </Badge>
                    </li>
                  ))}
                </MyGroup>
              ) : null}
              {mine.tasks.length > 0 ? (
                <MyGroup title={t('goals.dashboard.myTasks')}>
                  {mine.tasks.map((task) => (
                    <li key={task.id}>
                      {link(initiativeHref(task.initiativeId), task.title)}{' '}
                      <Badge highContrast color={taskStatusColor[task.status]} variant="soft">
                        {enumLabel(task.status)}
                      </Badge>
                      {task.dueDate ? (
                        <Text size="1" color="gray">
                          {' '}
                          · {formatDay(task.dueDate, locale)}
                        </Text>
                      ) : null}
                    </li>
                  ))}
                </MyGroup>
              ) : null}
            </Flex>
          )}
        </Card>
      </Grid>
    </>
  );
}

function MyGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Heading as="h3" size="2" color="gray" mb="1">
        {title}
      </Heading>
      <ul className="okr-plain-list okr-my-list">{children}</ul>
    </section>
  );
}
