import type { ReactNode } from 'react';
import { ErrorState, LoadingState, getErrorMessage, isApiError, useTranslation } from '@okr/core';
import { adminCatalogs } from './adminCatalogs';

/** The part of a TanStack query result these states read. */
export interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  /** True while a list shows the previous page as the next one loads (`keepPreviousData`). */
  isPlaceholderData?: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  children: (data: T) => ReactNode;
  /** Shown while there is no data yet; a spinner with "Loading…" unless given (lists pass a skeleton). */
  loading?: ReactNode;
}

/**
 * Loading, error (with the server's message and a retry) or the data: every admin screen's three
 * states. A refusal (403) offers no retry: asking again cannot change the answer.
 */
export function QueryState<T>({ query, children, loading }: QueryStateProps<T>) {
  const t = useTranslation(adminCatalogs);
  if (query.isError && query.data === undefined) {
    const refused = isApiError(query.error) && query.error.isForbidden;
    return (
      <ErrorState
        message={getErrorMessage(query.error, t('admin.common.error'))}
        onRetry={refused ? undefined : () => void query.refetch()}
        retryLabel={t('admin.common.retry')}
      />
    );
  }
  if (query.data === undefined) return <>{loading ?? <LoadingState label={t('admin.common.loading')} />}</>;
  return <>{children(query.data)}</>;
}
