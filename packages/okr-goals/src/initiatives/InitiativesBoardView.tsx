import { Button, Flex, Grid, SegmentedControl, Text } from '@radix-ui/themes';
import type { Initiative } from '@okr/contract';
import { cx, ErrorState, getErrorMessage, PanelRefusal, SkeletonRows } from '@okr/core';
import type { ApiError, PanelState } from '@okr/core';
import { useMemo } from 'react';
import { GuardedButton } from '../lib/GuardedButton';
import { ListHeader } from '../lib/ListHeader';
import { useGoalsT } from '../lib/useGoalsT';
import { InitiativeCard } from './InitiativeCard';
import { InitiativesEmpty } from './InitiativesEmpty';
import type { InitiativesBoardSlots } from './InitiativesEmpty';
import type { InitiativesCan } from './initiativesCanOf';
import { initiativesShownOf } from './initiativesShownOf';
import type { InitiativesShow } from './initiativesShownOf';
import type { ListPagingProps } from '../lib/listPaging';

export interface InitiativesBoardViewProps extends ListPagingProps {
  /** The `data-state`: `loading|empty|error|ready|forbidden|signed-out`. */
  state: PanelState;
  /** Every initiative loaded; the board shows those `show` picks, the ones needing attention first. */
  initiatives: readonly Initiative[];
  show: InitiativesShow;
  onShowChange: (show: InitiativesShow) => void;
  /** Behind `error`: its message is shown (else ours). */
  error?: ApiError | null;
  /** Owner names by member id. */
  ownerNames?: ReadonlyMap<string, string>;
  can: InitiativesCan;
  onOpenInitiative?: (initiative: Initiative) => void;
  hrefOf?: (initiative: Initiative) => string;
  /** "New initiative"; without it, no such button. */
  onCreateInitiative?: () => void;
  /** Show the heading and "New initiative" (default true). */
  showHeader?: boolean;
  slots?: InitiativesBoardSlots;
  className?: string;
}

const ignore = () => undefined;

/** The initiatives board over plain data: the cards, which to show, paging, and the states. */
export function InitiativesBoardView(props: InitiativesBoardViewProps) {
  const { state, initiatives, show, onShowChange, can, onCreateInitiative, slots = {} } = props;
  const t = useGoalsT();
  const shown = useMemo(() => initiativesShownOf(initiatives, show), [initiatives, show]);
  const Empty = slots.empty ?? InitiativesEmpty;
  const createButton = onCreateInitiative ? (
    <GuardedButton domain="initiatives" action="create" allowed={can.create} onClick={onCreateInitiative}>
      {t('goals.initiatives.new')}
    </GuardedButton>
  ) : null;

  return (
    <Flex direction="column" gap="4" className={cx('okr-initiatives-board', props.className)} data-state={state}>
      {props.showHeader !== false ? (
        <ListHeader title={t('goals.initiatives.title')} subtitle={t('goals.initiatives.subtitle')}>
          {createButton}
        </ListHeader>
      ) : null}
      {initiatives.length > 0 ? (
        <div className="okr-initiative-show-wrap">
          <SegmentedControl.Root
            value={show}
            onValueChange={(value) => onShowChange(value as InitiativesShow)}
            aria-label={t('goals.initiatives.show')}
            className="okr-initiative-show"
          >
            <SegmentedControl.Item value="all">{t('goals.initiatives.showAll')}</SegmentedControl.Item>
            <SegmentedControl.Item value="attention">{t('goals.initiatives.showAttention')}</SegmentedControl.Item>
            <SegmentedControl.Item value="open">{t('goals.initiatives.showOpen')}</SegmentedControl.Item>
            <SegmentedControl.Item value="finished">{t('goals.initiatives.showFinished')}</SegmentedControl.Item>
          </SegmentedControl.Root>
        </div>
      ) : null}
      {state === 'loading' ? <SkeletonRows rows={3} height="150px" /> : null}
      <PanelRefusal state={state} forbidden={t('goals.initiatives.forbidden')} signedOut={t('goals.initiatives.signedOut')} />
      {state === 'error' ? <ErrorState message={getErrorMessage(props.error, t('goals.initiatives.loadError'))} onRetry={props.onRetry} /> : null}
      {state === 'empty' ? <Empty createButton={createButton} /> : null}
      {state === 'ready' && shown.length === 0 ? (
        <Text color="gray" size="2">
          {t('goals.initiatives.noneShown')}
        </Text>
      ) : null}
      {shown.length > 0 ? (
        <Grid columns={{ initial: '1', sm: '2', lg: '3' }} gap="4">
          {shown.map((initiative) => (
            <InitiativeCard
              key={initiative.id}
              initiative={initiative}
              ownerName={initiative.ownerId ? props.ownerNames?.get(initiative.ownerId) : undefined}
              href={props.hrefOf?.(initiative)}
              onOpen={props.onOpenInitiative ?? ignore}
            />
          ))}
        </Grid>
      ) : null}
      {props.hasMore ? (
        <Flex justify="center">
          <Button variant="soft" onClick={props.onLoadMore} loading={props.loadingMore}>
            {t('goals.common.showMore')}
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}
