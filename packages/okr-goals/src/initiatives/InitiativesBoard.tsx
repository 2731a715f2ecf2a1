import { Button, Flex, Grid, Heading, SegmentedControl, Text } from '@radix-ui/themes';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Initiative } from '@okr/contract';
import { cx, EmptyState, ErrorState, getErrorMessage, PanelRefusal, SkeletonRows, useApiClient, usePanelState } from '@okr/core';
import { useMemo, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { GuardedButton } from '../lib/GuardedButton';
import { useMembers } from '../lib/members';
import { useGoalsT } from '../lib/useGoalsT';
import { useOrgId } from '../lib/useOrgId';
import { initiativeQueries } from './api';
import { InitiativeCard } from './InitiativeCard';
import { useCallerFlags } from '../lib/useCallerFlags';

type Show = 'all' | 'attention' | 'open' | 'finished';

/** What `InitiativesBoard`'s `empty` slot receives: the organization has no initiative yet. */
export interface InitiativesEmptyProps {
  /** Our "New initiative" button, hidden or disabled as the caller's permissions say; null without `onCreateInitiative`. */
  createButton: ReactNode;
}

/** Parts of `InitiativesBoard` a partner replaces while keeping the rest. */
export interface InitiativesBoardSlots {
  /** The board's empty state. */
  empty?: ComponentType<InitiativesEmptyProps>;
}

function DefaultEmpty({ createButton }: InitiativesEmptyProps) {
  const t = useGoalsT();
  return <EmptyState title={t('goals.initiatives.empty')} description={t('goals.initiatives.emptyHint')} action={createButton} />;
}

export interface InitiativesBoardProps {
  onOpenInitiative?: (initiative: Initiative) => void;
  onCreateInitiative?: () => void;
  hrefOf?: (initiative: Initiative) => string;
  showHeader?: boolean;
  /** Replace one part and keep the rest: `empty`. */
  slots?: InitiativesBoardSlots;
  className?: string;
}

/** The organization's initiatives as cards; those needing attention (At Risk, or an At Risk task) come first. */
export function InitiativesBoard({ onOpenInitiative, onCreateInitiative, hrefOf, showHeader = true, slots = {}, className }: InitiativesBoardProps) {
  const t = useGoalsT();
  useCallerFlags();
  const api = useApiClient();
  const orgId = useOrgId();
  const query = useInfiniteQuery(initiativeQueries.list(api, orgId));
  const { names } = useMembers();
  const [show, setShow] = useState<Show>('all');
  const all = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  const shown = useMemo(() => {
    const picked = all.filter((i) =>
      show === 'attention' ? i.needsAttention : show === 'open' ? i.status !== 'Finished' : show === 'finished' ? i.status === 'Finished' : true,
    );
    return [...picked].sort((a, b) => Number(b.needsAttention) - Number(a.needsAttention));
  }, [all, show]);
  const state = usePanelState({ hasData: query.data !== undefined, isEmpty: all.length === 0, error: query.error });
  const open = onOpenInitiative ?? (() => undefined);
  const Empty = slots.empty ?? DefaultEmpty;
  const createButton = onCreateInitiative ? (
    <GuardedButton domain="initiatives" action="create" onClick={onCreateInitiative}>
      {t('goals.initiatives.new')}
    </GuardedButton>
  ) : null;

  return (
    <Flex direction="column" gap="4" className={cx('okr-initiatives-board', className)} data-state={state}>
      {showHeader ? (
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <div>
            <Heading as="h1" size="6">
              {t('goals.initiatives.title')}
            </Heading>
            <Text color="gray" size="2">
              {t('goals.initiatives.subtitle')}
            </Text>
          </div>
          {createButton}
        </Flex>
      ) : null}
      {all.length > 0 ? (
        <div className="okr-initiative-show-wrap">
        <SegmentedControl.Root value={show} onValueChange={(v) => setShow(v as Show)} aria-label={t('goals.initiatives.show')} className="okr-initiative-show">
          <SegmentedControl.Item value="all">{t('goals.initiatives.showAll')}</SegmentedControl.Item>
          <SegmentedControl.Item value="attention">{t('goals.initiatives.showAttention')}</SegmentedControl.Item>
          <SegmentedControl.Item value="open">{t('goals.initiatives.showOpen')}</SegmentedControl.Item>
          <SegmentedControl.Item value="finished">{t('goals.initiatives.showFinished')}</SegmentedControl.Item>
        </SegmentedControl.Root>
        </div>
      ) : null}
      {state === 'loading' ? <SkeletonRows rows={3} height="150px" /> : null}
      <PanelRefusal state={state} forbidden={t('goals.initiatives.forbidden')} signedOut={t('goals.initiatives.signedOut')} />
      {state === 'error' ? (
        <ErrorState message={getErrorMessage(query.error, t('goals.initiatives.loadError'))} onRetry={() => void query.refetch()} />
      ) : null}
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
              ownerName={initiative.ownerId ? names.get(initiative.ownerId) : undefined}
              href={hrefOf?.(initiative)}
              onOpen={open}
            />
          ))}
        </Grid>
      ) : null}
      {query.hasNextPage ? (
        <Flex justify="center">
          <Button variant="soft" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
            {t('goals.common.showMore')}
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}
