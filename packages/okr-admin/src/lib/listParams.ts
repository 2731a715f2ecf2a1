/** What the admin lists send: `?page=&pageSize=&q=&sort=` plus their own filters (api-contract.md). */
export interface ListParams {
  page: number;
  pageSize: number;
  q: string;
  sort: string;
}

export const DEFAULT_PAGE_SIZE = 25;
