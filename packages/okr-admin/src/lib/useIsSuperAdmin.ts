import { useSessionStore } from '@okr/core';

/** Spec §6: a role of type SuperAdmin in category System. The server checks it again on every call. */
export function useIsSuperAdmin(): boolean {
  return useSessionStore(
    (s) => s.user?.roles.some((role) => role.roleType === 'SuperAdmin' && role.category === 'System') ?? false,
  );
}
