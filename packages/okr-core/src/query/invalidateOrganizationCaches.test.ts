import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/ApiError';
import { createQueryClient, retryOnce } from './createQueryClient';
import { invalidateOrganizationCaches } from './invalidateOrganizationCaches';
import { organizationCacheNames, queryKeys } from './queryKeys';

describe('query keys and defaults', () => {
  it('puts the organization id first', () => {
    expect(queryKeys.roles('o1')).toEqual(['org', 'o1', 'roles']);
    expect(queryKeys.rolePermissions('o1', 'by-role', 'r1')).toEqual(['org', 'o1', 'role-permissions', 'by-role', 'r1']);
  });

  it('retries once and does not refetch on window focus', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.retry).toBe(retryOnce);
    expect(queries?.refetchOnWindowFocus).toBe(false);
  });

  it('retries a network error, a 5xx, 408 and 429 once, and never a refusal such as 401 or 403', () => {
    const error = (status: number) => new ApiError({ status, code: 'INTERNAL_ERROR', message: '' });
    for (const status of [0, 500, 503, 408, 429]) {
      expect(retryOnce(0, error(status))).toBe(true);
      expect(retryOnce(1, error(status))).toBe(false);
    }
    for (const status of [400, 401, 403, 404, 409, 422]) expect(retryOnce(0, error(status))).toBe(false);
    expect(retryOnce(0, new Error('boom'))).toBe(true);
  });

  it('invalidates exactly the eleven organization caches', async () => {
    const client = createQueryClient();
    const keys = [
      queryKeys.objectives('o1'),
      queryKeys.keyResults('o1', 'k1'),
      queryKeys.initiatives('o1'),
      queryKeys.users('o1'),
      queryKeys.roles('o1'),
      queryKeys.userOrganizations('o1'),
      queryKeys.userInvitation('o1'),
      queryKeys.userRoles('o1'),
      queryKeys.rolePermissions('o1'),
      queryKeys.configOptions('o1'),
      queryKeys.organizations('o1'),
    ];
    // Spec §4's eleven names, written out: the module's own list is what is under test.
    expect(keys.map((k) => k[2])).toEqual([
      'objectives',
      'keyResults',
      'initiatives',
      'users',
      'roles',
      'user-organizations',
      'user-invitation',
      'user-roles',
      'role-permissions',
      'config-options',
      'organizations',
    ]);
    expect([...organizationCacheNames]).toEqual(keys.map((k) => k[2]));
    for (const key of keys) client.setQueryData(key, []);
    client.setQueryData(queryKeys.me(), {});
    client.setQueryData(['landing', 'posts'], []);

    await invalidateOrganizationCaches(client);

    for (const key of keys) expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.me())?.isInvalidated).toBe(false);
    expect(client.getQueryState(['landing', 'posts'])?.isInvalidated).toBe(false);
  });
});
