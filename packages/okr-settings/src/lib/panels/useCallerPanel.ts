import { useMemo } from 'react';
import type { EffectivePermissions } from '@okr/contract';
import { useSyncCurrentUser } from '@okr/auth/session';
import { useApiClient, useSessionStore } from '@okr/core';

/**
 * What every organization panel's hook starts from: the caller's flags kept fresh from `/auth/me`,
 * the API client, the current organization, and the panel's permission answers from its pure rule.
 */
export function useCallerPanel<Can>(canOf: (permissions: EffectivePermissions | null | undefined) => Can) {
  useSyncCurrentUser();
  const api = useApiClient();
  const orgId = useSessionStore((s) => s.organization?.id ?? null);
  const permissions = useSessionStore((s) => s.permissions);
  // canOf is a module-level pure rule: the answers change only with the flags.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const can = useMemo(() => canOf(permissions), [permissions]);
  return { api, orgId, can };
}
