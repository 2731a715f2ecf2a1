import { Flex, Tabs } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import type { CheckInCreated, KeyResult } from '@okr/contract';
import type { ReactNode } from 'react';
import { ErrorState, getErrorMessage, SkeletonRows, useApiClient } from '@okr/core';
import { useGoalsT } from '../lib/useGoalsT';
import { useOrgId } from '../lib/useOrgId';
import { checkInQueries } from './api';
import { CheckInForm } from './CheckInForm';
import { CheckInHistory } from './CheckInHistory';

export interface CheckInPanelProps {
  keyResult: KeyResult;
  authorNames: ReadonlyMap<string, string>;
  onCheckIn?: (checkIn: CheckInCreated) => void;
  /** The key result's discussion (a `CommentsThread`), composed by the screen: a third tab. */
  comments?: ReactNode;
  /** The tab shown first (default the check-in form; the comments when a link points at one of them). */
  defaultTab?: 'check-in' | 'history' | 'comments';
}

/** A key result's check-ins: the form (with the last one beside it) and the history with its chart. */
export function CheckInPanel({ keyResult, authorNames, onCheckIn, comments, defaultTab = 'check-in' }: CheckInPanelProps) {
  const t = useGoalsT();
  const api = useApiClient();
  const orgId = useOrgId();
  const query = useQuery(checkInQueries.list(api, orgId, keyResult.id));
  const checkIns = query.data?.items ?? [];
  const last = checkIns[0] ?? null;
  return (
    <Tabs.Root defaultValue={defaultTab === 'comments' && !comments ? 'check-in' : defaultTab} className="okr-checkin-panel">
      <Tabs.List size="1">
        <Tabs.Trigger value="check-in">{t('goals.checkIn.tab')}</Tabs.Trigger>
        <Tabs.Trigger value="history">{t('goals.checkIn.historyTab', { count: query.data?.total ?? checkIns.length })}</Tabs.Trigger>
        {comments ? <Tabs.Trigger value="comments">{t('goals.comments.tab')}</Tabs.Trigger> : null}
      </Tabs.List>
      <Flex pt="3" direction="column">
        <Tabs.Content value="check-in">
          {query.isPending ? (
            <SkeletonRows rows={2} />
          ) : (
            <CheckInForm
              key={last?.id ?? 'none'}
              keyResult={keyResult}
              lastCheckIn={last}
              authorName={last?.authorId ? authorNames.get(last.authorId) : undefined}
              onCheckIn={onCheckIn}
            />
          )}
        </Tabs.Content>
        <Tabs.Content value="history">
          {query.isPending ? <SkeletonRows rows={3} /> : null}
          {query.isError ? (
            <ErrorState message={getErrorMessage(query.error, t('goals.checkIn.loadError'))} onRetry={() => void query.refetch()} />
          ) : null}
          {query.isSuccess ? <CheckInHistory keyResult={keyResult} checkIns={checkIns} authorNames={authorNames} /> : null}
        </Tabs.Content>
        {comments ? <Tabs.Content value="comments">{comments}</Tabs.Content> : null}
      </Flex>
    </Tabs.Root>
  );
}
