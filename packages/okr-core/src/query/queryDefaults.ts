const minute = 60_000;

/** Spec §9: role, role-permission and organization lists stay fresh 5 minutes, cached 10. */
export const listQueryDefaults = { staleTime: 5 * minute, gcTime: 10 * minute } as const;

/** Spec §9: a user search result stays fresh for 30 seconds. */
export const userSearchQueryDefaults = { staleTime: 30_000 } as const;

/** Spec §9: user search needs at least this many characters. */
export const USER_SEARCH_MIN_LENGTH = 2;
