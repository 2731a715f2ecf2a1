import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@okr/contract';
import type { MeResponse } from '@okr/contract';
import { queryKeys } from '@okr/core';
import type { ApiClient } from '@okr/core';

/** `GET /auth/me`: the signed-in user, the current organization and the user's organizations. */
export function meQuery(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.me(),
    queryFn: () => api.get<MeResponse>(apiPaths.auth.me),
  });
}
