import { Flex, Heading, SegmentedControl, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { WeekItem } from '@okr/contract';
import { cx, EmptyState, ErrorState, getErrorMessage, PanelRefusal, SkeletonRows, useApiClient, usePanelState, useSessionStore } from '@okr/core';
import { useGoalsT } from '../lib/useGoalsT';
import { weekQuery } from './weekApi';
import { WeekItemRow } from './WeekItemRow';
import { useOpenWeekItem } from './useOpenWeekItem';
import { WeekEndedPeriod } from './WeekEndedPeriod';

export type WeekGrouping = 'organization' | 'urgency';

export interface MyWeekProps {
  /** Opens an item's page (the host's router); without it, the browser follows the link. */
  onNavigate?: (href: string) => void;
  /** How the items are grouped at first (the person can change it): by organization by default. */
  defaultGrouping?: WeekGrouping;
  className?: string;
}

/** Groups in order of their most urgent item (the API's order), items in the API's order within. */
function byOrganization(items: WeekItem[]): { id: string; name: string; items: WeekItem[] }[] {
  const groups = new Map<string, { id: string; name: string; items: WeekItem[] }>();
  for (const item of items) {
    const group = groups.get(item.organization.id) ?? { ...item.organization, items: [] };
    group.items.push(item);
    groups.set(item.organization.id, group);
  }
  return [...groups.values()];
}

/**
 * What needs me this week in every organization I belong to: check-ins due (with a check-in right
 * here), key results behind, tasks due or at risk, initiatives needing attention. An item opens in
 * its organization, switching to it first.
 */
export function MyWeek({ onNavigate, defaultGrouping = 'organization', className }: MyWeekProps) {
  const t = useGoalsT();
  const api = useApiClient();
  const userId = useSessionStore((s) => s.user?.id ?? null);
  const query = useQuery(weekQuery(api, userId));
  const [grouping, setGrouping] = useState<WeekGrouping>(defaultGrouping);
  const open = useOpenWeekItem(onNavigate);
  const state = usePanelState({ hasData: query.data !== undefined, isEmpty: query.data?.length === 0, error: query.error });
  const organizations = query.data ? new Set(query.data.map((item) => item.organization.id)).size : 0;

  return (
    <Flex direction="column" gap="4" className={cx('okr-my-week', className)} data-state={state}>
      <Flex justify="between" align="end" gap="3" wrap="wrap">
        <div>
          <Heading as="h1" size="6">
            {t('goals.week.title')}
          </Heading>
          <Text color="gray" size="2">
            {state !== 'ready'
              ? t('goals.week.subtitle')
              : query.data!.length === 1
                ? t('goals.week.summaryOne')
                : organizations === 1
                  ? t('goals.week.summaryOneOrganization', { items: query.data!.length })
                  : t('goals.week.summary', { items: query.data!.length, organizations })}
          </Text>
        </div>
        {state === 'ready' ? (
          <SegmentedControl.Root value={grouping} onValueChange={(value) => setGrouping(value as WeekGrouping)} aria-label={t('goals.week.grouping')}>
            <SegmentedControl.Item value="organization">{t('goals.week.byOrganization')}</SegmentedControl.Item>
            <SegmentedControl.Item value="urgency">{t('goals.week.byUrgency')}</SegmentedControl.Item>
          </SegmentedControl.Root>
        ) : null}
      </Flex>
      <WeekEndedPeriod onNavigate={onNavigate} />
      {open.error ? (
        <Text size="2" color="red" role="alert">
          {open.error}
        </Text>
      ) : null}
      {state === 'loading' ? <SkeletonRows rows={4} height="64px" /> : null}
      <PanelRefusal state={state} forbidden={t('goals.week.forbidden')} signedOut={t('goals.week.signedOut')} />
      {state === 'error' ? <ErrorState message={getErrorMessage(query.error, t('goals.week.loadError'))} onRetry={() => void query.refetch()} /> : null}
      {state === 'empty' ? <EmptyState title={t('goals.week.empty.title')} description={t('goals.week.empty.body')} /> : null}
      {state === 'ready' && grouping === 'organization'
        ? byOrganization(query.data!).map((group) => (
            <section key={group.id} aria-labelledby={`okr-week-${group.id}`} className="okr-week-group">
              <Heading as="h2" size="3" mb="2" id={`okr-week-${group.id}`}>
                {group.name}
              </Heading>
              <ul className="okr-week-list">
                {group.items.map((item) => (
                  <WeekItemRow key={`${item.kind}:${item.id}`} item={item} showOrganization={false} opening={open.opening === item} onOpen={() => open.open(item)} />
                ))}
              </ul>
            </section>
          ))
        : null}
      {state === 'ready' && grouping === 'urgency' ? (
        <ul className="okr-week-list" aria-label={t('goals.week.byUrgency')}>
          {query.data!.map((item) => (
            <WeekItemRow key={`${item.kind}:${item.id}`} item={item} showOrganization opening={open.opening === item} onOpen={() => open.open(item)} />
          ))}
        </ul>
      ) : null}
    </Flex>
  );
}
