import { Flex, Heading, Link, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { cx, EmptyState, ErrorState, getErrorMessage, SkeletonRows, useApiClient, useSessionStore } from '@okr/core';
import { useGoalsT } from '../lib/useGoalsT';
import { useOrgId } from '../lib/useOrgId';
import { ALL_PERIODS } from '../lib/periods/selectedPeriodStore';
import { useSelectedPeriod } from '../lib/periods/useSelectedPeriod';
import { dashboardQueries } from './api';
import { DashboardBody } from './DashboardBody';
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
    <Flex direction="column" gap="5" className={cx('okr-goals-dashboard', className)} data-state={state}>
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
