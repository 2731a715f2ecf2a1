import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import type { Objective, OrganizationMember, Period } from '@okr/contract';
import { cx, ErrorState, getErrorMessage, PanelRefusal, SkeletonRows } from '@okr/core';
import type { ApiError, PanelState } from '@okr/core';
import type { ReactNode } from 'react';
import type { OptionsByKind } from '../lib/configOptions';
import { GuardedButton } from '../lib/GuardedButton';
import { ListHeader } from '../lib/ListHeader';
import { PeriodEndedNotice } from '../lib/periods/PeriodEndedNotice';
import { useGoalsT } from '../lib/useGoalsT';
import type { ObjectiveFilters as Filters } from './api';
import { hasObjectiveFilters } from './hasObjectiveFilters';
import { ObjectiveFilters } from './ObjectiveFilters';
import { ObjectivesEmpty } from './ObjectivesEmpty';
import type { ObjectivesListSlots } from './ObjectivesEmpty';
import type { ObjectivesCan } from './objectivesCanOf';
import { ObjectivesTable } from './ObjectivesTable';
import type { ListPagingProps } from '../lib/listPaging';

export interface ObjectivesListViewProps extends ListPagingProps {
  /** The `data-state`: `loading|empty|error|ready|forbidden|signed-out`. */
  state: PanelState;
  objectives: readonly Objective[];
  /** How many objectives match, loaded or not (default: those given). */
  total?: number;
  /** Behind `error`: its message is shown (else ours). */
  error?: ApiError | null;
  filters: Filters;
  onFiltersChange: (filters: Filters) => void;
  /** A search or a filter is on: an empty list says "nothing matches" (default: from `filters`). */
  filtered?: boolean;
  /** The owner filter's choices. */
  members?: readonly OrganizationMember[];
  /** Owner names by id (the owner column). */
  ownerNames?: ReadonlyMap<string, string>;
  /** The category, area and axis filters' choices. */
  filterOptions?: OptionsByKind;
  /** The one period shown: its closed or ended notice, and roll-over. */
  period?: Period | null;
  can: ObjectivesCan;
  onOpenObjective?: (objective: Objective) => void;
  hrefOf?: (objective: Objective) => string;
  /** "New objective"; without it, no such button. */
  onCreateObjective?: () => void;
  /** "Roll over objectives" from the shown period; without it, no such button. */
  onRollOver?: () => void;
  /** Show the heading and its buttons (default true). */
  showHeader?: boolean;
  slots?: ObjectivesListSlots;
  className?: string;
  /** Dialogs the panel opens over the list (the roll-over wizard). */
  children?: ReactNode;
}

const noFilterOptions: OptionsByKind = { 'Impact Category': [], 'Operational Area': [], 'Strategic Axis': [] };
const noNames: ReadonlyMap<string, string> = new Map();
const ignore = () => undefined;

/** The objectives list over plain data: search and filters, the period's notice, the table, paging, and the states. */
export function ObjectivesListView(props: ObjectivesListViewProps) {
  const { state, objectives, filters, onFiltersChange, period = null, can, onCreateObjective, onRollOver, slots = {} } = props;
  const t = useGoalsT();
  const Empty = slots.empty ?? ObjectivesEmpty;
  const filtered = props.filtered ?? hasObjectiveFilters(filters);

  // Rolling over starts from one period, so the button waits for a single period to be chosen.
  const rolloverButton =
    period && onRollOver ? (
      <GuardedButton domain="objectives" action="create" allowed={can.create} whenDenied="hide" variant="soft" onClick={onRollOver}>
        {t('goals.rollover.open')}
      </GuardedButton>
    ) : null;
  const createButton = onCreateObjective ? (
    <GuardedButton domain="objectives" action="create" allowed={can.create} onClick={onCreateObjective}>
      {t('goals.objectives.new')}
    </GuardedButton>
  ) : null;

  return (
    <Flex direction="column" gap="4" className={cx('okr-objectives-list', props.className)} data-state={state}>
      {props.showHeader !== false ? (
        <ListHeader title={t('goals.objectives.title')} subtitle={t('goals.objectives.subtitle')}>
          <Flex gap="2" wrap="wrap">
            {rolloverButton}
            {createButton}
          </Flex>
        </ListHeader>
      ) : null}
      {period?.status === 'closed' ? (
        <Callout.Root color="gray" variant="surface" className="okr-period-closed">
          <Callout.Text>{t('goals.periods.closedNotice', { name: period.name })}</Callout.Text>
        </Callout.Root>
      ) : null}
      {period?.status === 'ended' ? <PeriodEndedNotice period={period} onRollOver={onRollOver} /> : null}
      <ObjectiveFilters value={filters} onChange={onFiltersChange} members={props.members ?? []} options={props.filterOptions ?? noFilterOptions} />
      {state === 'loading' ? <SkeletonRows rows={6} height="52px" /> : null}
      <PanelRefusal state={state} forbidden={t('goals.objectives.forbidden')} signedOut={t('goals.objectives.signedOut')} />
      {state === 'error' ? <ErrorState message={getErrorMessage(props.error, t('goals.objectives.loadError'))} onRetry={props.onRetry} /> : null}
      {state === 'empty' ? (
        <Empty filtered={filtered} onClearFilters={() => onFiltersChange({})} periodName={period?.name ?? null} createButton={createButton} />
      ) : null}
      {objectives.length > 0 ? (
        <>
          <Text size="2" color="gray" aria-live="polite">
            {t('goals.objectives.count', { shown: objectives.length, total: props.total ?? objectives.length })}
          </Text>
          <ObjectivesTable objectives={objectives} ownerNames={props.ownerNames ?? noNames} onOpen={props.onOpenObjective ?? ignore} hrefOf={props.hrefOf} />
          {props.hasMore ? (
            <Flex justify="center">
              <Button variant="soft" onClick={props.onLoadMore} loading={props.loadingMore}>
                {t('goals.common.showMore')}
              </Button>
            </Flex>
          ) : null}
        </>
      ) : null}
      {props.children}
    </Flex>
  );
}
