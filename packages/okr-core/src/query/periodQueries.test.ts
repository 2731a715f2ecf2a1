import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../http/createApiClient';
import { createQueryClient } from './createQueryClient';
import { periodQueries } from './periodQueries';
import { queryKeys } from './queryKeys';

const api = { get: vi.fn(async () => [{ id: 'p1' }]) } as unknown as ApiClient;

describe('periodQueries', () => {
  it('keys the periods under the objectives cache, organization id first', () => {
    expect(periodQueries.list(api, 'o1').queryKey).toEqual(['org', 'o1', 'objectives', 'periods']);
    expect(periodQueries.all('o1')).toEqual(periodQueries.list(api, 'o1').queryKey);
  });

  it('waits for an organization', () => {
    expect(periodQueries.list(api, null).enabled).toBe(false);
    expect(periodQueries.list(api, 'o1').enabled).toBe(true);
  });

  it('is refreshed with every change of objectives (settings and goals invalidate that cache)', async () => {
    const client = createQueryClient();
    await client.fetchQuery(periodQueries.list(api, 'o1'));
    await client.invalidateQueries({ queryKey: queryKeys.objectives('o1') }, { cancelRefetch: false });
    expect(client.getQueryState(periodQueries.all('o1'))?.isInvalidated).toBe(true);
  });
});
