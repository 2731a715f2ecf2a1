import { useSessionStore } from '@okr/core';

/** The current organization's id: the first part of every query key. */
export const useOrgId = () => useSessionStore((state) => state.organization?.id ?? null);
