import { Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { EmptyState, getErrorMessage, PanelRefusal, SkeletonRows, usePanelState, useTranslation } from '@okr/core';
import { adminCatalogs } from './adminCatalogs';
import { Pager } from './Pager';
import { QueryState } from './QueryState';
import type { QueryLike } from './QueryState';
import { SearchField } from './SearchField';

export interface AdminListFrameProps<T extends { total: number }> {
  /** The screen's h1. */
  title: string;
  /** A line under the title. */
  description?: string;
  /** Beside the title, e.g. an export button. */
  actions?: ReactNode;
  /** The server-side search box of the list. */
  search?: { label: string; value: string; onChange: (value: string) => void };
  /** Filters of their own, under the title (instead of, or beside, the search). */
  toolbar?: ReactNode;
  /** One page of `{ items, total }`. */
  query: QueryLike<T>;
  /** Shown when the page is empty and there is nothing else (`total === 0`). */
  empty: { title: string; description?: string };
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** The page's items: usually an `AdminTable`. */
  children: (data: T) => ReactNode;
  /** The loading skeleton's rows and their height. */
  skeleton?: { rows?: number; height?: string };
}

/**
 * The frame every admin list shares: title, search or filters, then the list's loading skeleton,
 * its error with a retry, its empty state or its items with the pager. A refusal (403, in the
 * server's words, no retry) or no session (401) says so; `data-state` on the root carries the same
 * words as the settings panels'. The list brings its rows.
 */
export function AdminListFrame<T extends { total: number }>({
  title,
  description,
  actions,
  search,
  toolbar,
  query,
  empty,
  page,
  pageSize,
  onPageChange,
  children,
  skeleton,
}: AdminListFrameProps<T>) {
  const t = useTranslation(adminCatalogs);
  const state = usePanelState({ hasData: query.data !== undefined, isEmpty: query.data?.total === 0, error: query.error });
  return (
    <Flex direction="column" gap="4" className="okr-admin-list" data-state={state}>
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Flex direction="column" gap="1">
          <Heading as="h1" size="7">
            {title}
          </Heading>
          {description ? (
            <Text as="p" size="2" color="gray">
              {description}
            </Text>
          ) : null}
        </Flex>
        {actions}
      </Flex>
      {search ? <SearchField label={search.label} value={search.value} onChange={search.onChange} /> : null}
      {toolbar}
      {state === 'forbidden' || state === 'signed-out' ? (
        <PanelRefusal state={state} forbidden={getErrorMessage(query.error, t('admin.common.forbidden'))} signedOut={t('admin.common.signedOut')} />
      ) : (
        <QueryState query={query} loading={<SkeletonRows rows={skeleton?.rows} height={skeleton?.height} />}>
          {(data) =>
            data.total === 0 ? (
              <EmptyState title={empty.title} description={empty.description} />
            ) : (
              // The previous page stays, marked busy, while the next one loads (not dimmed: a faded
              // page would fail the contrast check while it shows).
              <Flex direction="column" gap="2" aria-busy={query.isPlaceholderData ? true : undefined}>
                {children(data)}
                <Pager page={page} pageSize={pageSize} total={data.total} onPageChange={onPageChange} />
              </Flex>
            )
          }
        </QueryState>
      )}
    </Flex>
  );
}
