import { Flex, Heading, SegmentedControl, Text } from '@radix-ui/themes';
import { useState } from 'react';
import type { ComponentType } from 'react';
import type { WeekItem } from '@okr/contract';
import { cx, EmptyState, ErrorState, getErrorMessage, PanelRefusal, SkeletonRows } from '@okr/core';
import type { ApiError, PanelState } from '@okr/core';
import { useGoalsT } from '../lib/useGoalsT';
import type { OpenWeekItemFailure } from './useOpenWeekItem';
import type { WeekEndedPeriod as EndedPeriod } from './useWeekEndedPeriod';
import { WeekEndedPeriod } from './WeekEndedPeriod';
import { weekGroupsOf } from './weekGroupsOf';
import { WeekItemRow } from './WeekItemRow';

export type WeekGrouping = 'organization' | 'urgency';

/** Parts of My week a partner replaces while keeping the rest. */
export interface MyWeekViewSlots {
  /** The empty state (nothing needs the caller). */
  empty?: ComponentType;
}

export interface MyWeekViewProps {
  /** The `data-state`: `loading|empty|error|ready|forbidden|signed-out`. */
  state: PanelState;
  items: WeekItem[];
  /** Behind `error`, `forbidden` and `signed-out`: its message is shown. */
  error?: ApiError | null;
  onOpen: (item: WeekItem) => void;
  /** The item whose organization is being switched to. */
  opening?: WeekItem | null;
  openError?: OpenWeekItemFailure | null;
  endedPeriod?: EndedPeriod | null;
  onReviewEndedPeriod?: () => void;
  onRetry: () => void;
  /** How the items are grouped at first (the person can change it): by organization by default. */
  defaultGrouping?: WeekGrouping;
  slots?: MyWeekViewSlots;
  className?: string;
}

/** My week over plain data: the items by organization or by urgency, the ended period's notice, and the states. */
export function MyWeekView(props: MyWeekViewProps) {
  const { state, items, error = null, onOpen, opening = null, openError = null, endedPeriod = null, onReviewEndedPeriod, onRetry, slots = {} } = props;
  const t = useGoalsT();
  const [grouping, setGrouping] = useState<WeekGrouping>(props.defaultGrouping ?? 'organization');
  const groups = weekGroupsOf(items);
  const Empty = slots.empty;
  const row = (item: WeekItem, showOrganization: boolean) => (
    <WeekItemRow key={`${item.kind}:${item.id}`} item={item} showOrganization={showOrganization} opening={opening === item} onOpen={() => onOpen(item)} />
  );

  return (
    <Flex direction="column" gap="4" className={cx('okr-my-week', props.className)} data-state={state}>
      <Flex justify="between" align="end" gap="3" wrap="wrap">
        <div>
          <Heading as="h1" size="6">
            {t('goals.week.title')}
          </Heading>
          <Text color="gray" size="2">
            {state !== 'ready'
              ? t('goals.week.subtitle')
              : items.length === 1
                ? t('goals.week.summaryOne')
                : groups.length === 1
                  ? t('goals.week.summaryOneOrganization', { items: items.length })
                  : t('goals.week.summary', { items: items.length, organizations: groups.length })}
          </Text>
        </div>
        {state === 'ready' ? (
          <SegmentedControl.Root value={grouping} onValueChange={(value) => setGrouping(value as WeekGrouping)} aria-label={t('goals.week.grouping')}>
            <SegmentedControl.Item value="organization">{t('goals.week.byOrganization')}</SegmentedControl.Item>
            <SegmentedControl.Item value="urgency">{t('goals.week.byUrgency')}</SegmentedControl.Item>
          </SegmentedControl.Root>
        ) : null}
      </Flex>
      {endedPeriod && onReviewEndedPeriod ? <WeekEndedPeriod ended={endedPeriod} onReview={onReviewEndedPeriod} /> : null}
      {openError ? (
        <Text size="2" color="red" role="alert">
          {getErrorMessage(openError.error, t('goals.week.switchError', { organization: openError.item.organization.name }))}
        </Text>
      ) : null}
      {state === 'loading' ? <SkeletonRows rows={4} height="64px" /> : null}
      <PanelRefusal state={state} forbidden={t('goals.week.forbidden')} signedOut={t('goals.week.signedOut')} />
      {state === 'error' ? <ErrorState message={getErrorMessage(error, t('goals.week.loadError'))} onRetry={onRetry} /> : null}
      {state === 'empty' ? Empty ? <Empty /> : <EmptyState title={t('goals.week.empty.title')} description={t('goals.week.empty.body')} /> : null}
      {state === 'ready' && grouping === 'organization'
        ? groups.map((group) => (
            <section key={group.id} aria-labelledby={`okr-week-${group.id}`} className="okr-week-group">
              <Heading as="h2" size="3" mb="2" id={`okr-week-${group.id}`}>
                {group.name}
              </Heading>
              <ul className="okr-week-list">{group.items.map((item) => row(item, false))}</ul>
            </section>
          ))
        : null}
      {state === 'ready' && grouping === 'urgency' ? (
        <ul className="okr-week-list" aria-label={t('goals.week.byUrgency')}>
          {items.map((item) => row(item, true))}
        </ul>
      ) : null}
    </Flex>
  );
}
