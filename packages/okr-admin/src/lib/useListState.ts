import { useState } from 'react';
import { useDebouncedValue } from '@okr/core';
import { DEFAULT_PAGE_SIZE } from './listParams';
import type { ListParams } from './listParams';

/** Search text, sort and page of an admin list; a new search or sort goes back to page 1. */
export function useListState(defaultSort: string, pageSize = DEFAULT_PAGE_SIZE) {
  const [search, setSearchText] = useState('');
  const [sort, setSortValue] = useState(defaultSort);
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim());
  const params: ListParams = { page, pageSize, q, sort };
  return {
    params,
    search,
    setSearch: (value: string) => {
      setSearchText(value);
      setPage(1);
    },
    setSort: (value: string) => {
      setSortValue(value);
      setPage(1);
    },
    setPage,
  };
}
