import type { ReactNode } from 'react';
import { ErrorState, LoadingState, getErrorMessage, useTranslation } from '@okr/core';
import { adminCatalogs } from './adminCatalogs';

export interface QueryStateProps<T> {
  query: { data: T | undefined; isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  children: (data: T) => ReactNode;
}

/** Loading, error (with the server's message and a retry) or the data: every admin screen's three states. */
export function QueryState<T>({ query, children }: QueryStateProps<T>) {
  const t = useTranslation(adminCatalogs);
  if (query.isError && query.data === undefined) {
    return (
      <ErrorState
        message={getErrorMessage(query.error, t('admin.common.error'))}
        onRetry={() => void query.refetch()}
        retryLabel={t('admin.common.retry')}
      />
    );
  }
  if (query.data === undefined) return <LoadingState label={t('admin.common.loading')} />;
  return <>{children(query.data)}</>;
}
