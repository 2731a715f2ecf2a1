import { Button, Callout, Flex, Heading, Text } from '@radix-ui/themes';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Objective } from '@okr/contract';
import { cx, ErrorState, getErrorMessage, PanelRefusal, SkeletonRows, useApiClient, usePanelState } from '@okr/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { useConfigOptions } from '../lib/configOptions';
import { GuardedButton } from '../lib/GuardedButton';
import { useMembers } from '../lib/members';
import { useGoalsT } from '../lib/useGoalsT';
import { useOrgId } from '../lib/useOrgId';
import { objectiveQueries } from './api';
import type { ObjectiveFilters as Filters } from './api';
import { ObjectiveFilters } from './ObjectiveFilters';
import { ObjectivesTable } from './ObjectivesTable';
import { useCallerFlags } from '../lib/useCallerFlags';
import { ALL_PERIODS } from '../lib/periods/selectedPeriodStore';
import { useSelectedPeriod } from '../lib/periods/useSelectedPeriod';
import { RolloverWizard } from './rollover/RolloverWizard';
import { PeriodEndedNotice } from '../lib/periods/PeriodEndedNotice';
import { ObjectivesEmpty } from './ObjectivesEmpty';
import type { ObjectivesListSlots } from './ObjectivesEmpty';

export interface ObjectivesListProps {
  /** Called when a person opens an objective. */
  onOpenObjective?: (objective: Objective) => void;
  /** Called by "New objective"; the host opens the stepper (at `/app/objectives/create`). */
  onCreateObjective?: () => void;
  hrefOf?: (objective: Objective) => string;
  /** Controlled filters (e.g. kept in the URL); uncontrolled when left out. */
  filters?: Filters;
  onFiltersChange?: (filters: Filters) => void;
  /** Show the heading and "New objective" (default true). */
  showHeader?: boolean;
  /** A period id or `'all'`; when left out, the period switcher's choice (`useSelectedPeriod`). */
  period?: string;
  /** The address of an objective by id: the roll-over wizard links to the copies (default `/app/objectives/{id}`). */
  objectiveHref?: (id: string) => string;
  /** Follows a link inside the app without a reload (the host's router). */
  onNavigate?: (href: string) => void;
  /** Replace one part and keep the rest: `empty`. */
  slots?: ObjectivesListSlots;
  className?: string;
}

/** The organization's objectives: search, six filters, progress bars, paged ("Show more"). */
export function ObjectivesList({
  onOpenObjective,
  onCreateObjective,
  hrefOf,
  filters: controlled,
  onFiltersChange,
  showHeader = true,
  period,
  objectiveHref = (id) => `/app/objectives/${encodeURIComponent(id)}`,
  onNavigate,
  slots = {},
  className,
}: ObjectivesListProps) {
  const t = useGoalsT();
  useCallerFlags();
  const api = useApiClient();
  const orgId = useOrgId();
  const [own, setOwn] = useState<Filters>({});
  const filters = controlled ?? own;
  const setFilters = (next: Filters) => (onFiltersChange ? onFiltersChange(next) : setOwn(next));
  // Typing stays responsive; the list follows the search a moment later.
  const deferred = useDeferredValue(filters);
  const selected = useSelectedPeriod();
  const chosen = period ?? selected.value;
  const periodId = chosen && chosen !== ALL_PERIODS ? chosen : undefined;
  const shownPeriod = selected.periods.find((p) => p.id === periodId);
  const [rollingOver, setRollingOver] = useState(false);
  // The previous results stay on screen while a new filter loads; until the period is known, the list waits.
  const query = useInfiniteQuery({
    ...objectiveQueries.list(api, orgId, { ...deferred, periodId }),
    enabled: Boolean(orgId) && chosen !== null,
    placeholderData: keepPreviousData,
  });
  const { members, names } = useMembers();
  const options = useConfigOptions();
  const objectives = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  const total = query.data?.pages[0]?.total ?? objectives.length;
  const filtered = Object.values(filters).some((v) => v !== undefined && v !== '');
  const state = usePanelState({ hasData: query.data !== undefined, isEmpty: objectives.length === 0, error: query.error });
  const open = onOpenObjective ?? (() => undefined);
  const Empty = slots.empty ?? ObjectivesEmpty;

  // Rolling over starts from one period, so the button waits for a single period to be chosen.
  const rolloverButton = shownPeriod ? (
    <GuardedButton domain="objectives" action="create" whenDenied="hide" variant="soft" onClick={() => setRollingOver(true)}>
      {t('goals.rollover.open')}
    </GuardedButton>
  ) : null;

  const createButton = onCreateObjective ? (
    <GuardedButton domain="objectives" action="create" onClick={onCreateObjective}>
      {t('goals.objectives.new')}
    </GuardedButton>
  ) : null;

  return (
    <Flex direction="column" gap="4" className={cx('okr-objectives-list', className)} data-state={state}>
      {showHeader ? (
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <div>
            <Heading as="h1" size="6">
              {t('goals.objectives.title')}
            </Heading>
            <Text color="gray" size="2">
              {t('goals.objectives.subtitle')}
            </Text>
          </div>
          <Flex gap="2" wrap="wrap">
            {rolloverButton}
            {createButton}
          </Flex>
        </Flex>
      ) : null}
      {shownPeriod?.status === 'closed' ? (
        <Callout.Root color="gray" variant="surface" className="okr-period-closed">
          <Callout.Text>{t('goals.periods.closedNotice', { name: shownPeriod.name })}</Callout.Text>
        </Callout.Root>
      ) : null}
      {shownPeriod?.status === 'ended' ? <PeriodEndedNotice period={shownPeriod} onRollOver={() => setRollingOver(true)} /> : null}
      <ObjectiveFilters value={filters} onChange={setFilters} members={members} options={options} />
      {state === 'loading' ? <SkeletonRows rows={6} height="52px" /> : null}
      <PanelRefusal state={state} forbidden={t('goals.objectives.forbidden')} signedOut={t('goals.objectives.signedOut')} />
      {state === 'error' ? (
        <ErrorState message={getErrorMessage(query.error, t('goals.objectives.loadError'))} onRetry={() => void query.refetch()} />
      ) : null}
      {state === 'empty' ? (
        <Empty filtered={filtered} onClearFilters={() => setFilters({})} periodName={shownPeriod?.name ?? null} createButton={createButton} />
      ) : null}
      {objectives.length > 0 ? (
        <>
          <Text size="2" color="gray" aria-live="polite">
            {t('goals.objectives.count', { shown: objectives.length, total })}
          </Text>
          <ObjectivesTable objectives={objectives} ownerNames={names} onOpen={open} hrefOf={hrefOf} />
          {query.hasNextPage ? (
            <Flex justify="center">
              <Button variant="soft" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
                {t('goals.common.showMore')}
              </Button>
            </Flex>
          ) : null}
        </>
      ) : null}
      {rollingOver && shownPeriod ? (
        <RolloverWizard
          fromPeriod={shownPeriod}
          periods={selected.periods}
          onOpenChange={setRollingOver}
          objectiveHref={objectiveHref}
          onNavigate={onNavigate}
        />
      ) : null}
    </Flex>
  );
}
