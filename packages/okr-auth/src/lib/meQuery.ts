import { queryOptions } from '@tanstack/react-query';
import { authPaths } from '@okr/contract';
import type { MeResponse } from '@okr/contract';
import { queryKeys } from '@okr/core';
import type { ApiClient, OrgId } from '@okr/core';

/** `GET /auth/me`: the signed-in user, the current organization and the user's organizations. */
export function meQuery(api: ApiClient, orgId: OrgId) {
  return queryOptions({
    queryKey: queryKeys.me(orgId),
    queryFn: () => api.get<MeResponse>(authPaths.me),
  });
}
