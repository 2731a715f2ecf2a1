import { SCIM_MAX_PAGE_SIZE } from '@okr/contract';
import { SCIM_SCHEMAS } from './scimMediaType';

export interface ScimPage {
  /** 0-based row offset. */
  offset: number;
  limit: number;
  startIndex: number;
}

/**
 * RFC 7644 §3.4.2.4: `startIndex` is 1-based (below 1 is 1); `count` is a most (below 0 is 0) and
 * is lowered to the server's page size, which ServiceProviderConfig announces as `maxResults`.
 */
export function scimPage(startIndex: number | undefined, count: number | undefined): ScimPage {
  const start = Math.max(1, startIndex ?? 1);
  const limit = Math.min(Math.max(0, count ?? SCIM_MAX_PAGE_SIZE), SCIM_MAX_PAGE_SIZE);
  return { offset: start - 1, limit, startIndex: start };
}

export function listResponse<T>(resources: T[], total: number, page: ScimPage) {
  return {
    schemas: [SCIM_SCHEMAS.listResponse],
    totalResults: total,
    startIndex: page.startIndex,
    itemsPerPage: resources.length,
    Resources: resources,
  };
}
