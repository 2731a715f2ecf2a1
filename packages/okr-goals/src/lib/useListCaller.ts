import { useMemo } from 'react';
import type { EffectivePermissions } from '@okr/contract';
import { useApiClient, useSessionStore } from '@okr/core';
import { useCallerFlags } from './useCallerFlags';
import { useOrgId } from './useOrgId';

/**
 * What a goals list's hook starts from: the caller's flags kept fresh from `/auth/me`, the API
 * client, the current organization, and the list's permission answers from its pure rule.
 */
export function useListCaller<Can>(canOf: (permissions: EffectivePermissions | null | undefined) => Can) {
  useCallerFlags();
  const api = useApiClient();
  const orgId = useOrgId();
  const permissions = useSessionStore((s) => s.permissions);
  // canOf is a module-level pure rule: the answers change only with the flags.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const can = useMemo(() => canOf(permissions), [permissions]);
  return { api, orgId, can };
}
