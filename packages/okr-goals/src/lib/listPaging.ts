/** What a goals list's hook answers about its pages: more to load, loading them, and a retry after a failure. */
export interface PagedListModel {
  /** More items match than are loaded. */
  hasMore: boolean;
  loadMore: () => void;
  loadingMore: boolean;
  retry: () => void;
}

/** The same, as a list's view takes it. */
export interface ListPagingProps {
  /** More items match than are shown: "Show more". */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  onRetry: () => void;
}

/** A list view's paging props from its hook's model. */
export function listPagingOf(model: PagedListModel): ListPagingProps {
  return { hasMore: model.hasMore, loadingMore: model.loadingMore, onLoadMore: model.loadMore, onRetry: model.retry };
}
