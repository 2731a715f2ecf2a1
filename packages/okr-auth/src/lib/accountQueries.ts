import { queryOptions } from '@tanstack/react-query';
import { authPaths } from '@okr/contract';
import type { MfaStatus, PasskeyList, SessionList } from '@okr/contract';
import type { ApiClient } from '@okr/core';

/**
 * My account's caches: per user, in no organization (a switch keeps them; another user never
 * sees them). `all(userId)` is what a change to the account invalidates.
 */
export const accountQueries = {
  all: (userId: string) => ['account', userId] as const,
  sessions: (api: ApiClient, userId: string) =>
    queryOptions({
      queryKey: [...accountQueries.all(userId), 'sessions'] as const,
      queryFn: () => api.get<SessionList>(authPaths.sessions),
    }),
  /** `GET /auth/mfa`: which second factors the user has, and which organizations require one. */
  mfa: (api: ApiClient, userId: string) =>
    queryOptions({
      queryKey: [...accountQueries.all(userId), 'mfa'] as const,
      queryFn: () => api.get<MfaStatus>(authPaths.mfa),
    }),
  passkeys: (api: ApiClient, userId: string) =>
    queryOptions({
      queryKey: [...accountQueries.all(userId), 'passkeys'] as const,
      queryFn: () => api.get<PasskeyList>(authPaths.passkeys),
    }),
};
