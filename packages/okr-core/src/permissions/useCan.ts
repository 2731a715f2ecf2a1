import { canDo } from '@okr/contract';
import type { PermissionAction, PermissionDomain } from '@okr/contract';
import { useCallback } from 'react';
import { useSessionStore } from '../session/SessionContext';

export type Can = (domain: PermissionDomain, action: PermissionAction) => boolean;

/**
 * What the signed-in caller may do in the current organization, from the effective flags of
 * `/auth/me` and the switch answer (the server decides the same way and enforces it). Until those
 * flags arrive, nothing is allowed: a button appears when it would work, never before.
 */
export function useCan(): Can {
  const permissions = useSessionStore((state) => state.permissions);
  return useCallback((domain, action) => canDo(permissions, domain, action), [permissions]);
}
