// Sign-in values every side shares. Plain values, no zod: UI bundles import these at run time.

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Lifetime of an access token, in seconds (15 minutes). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** Name of the HttpOnly cookie that carries the refresh token. */
export const REFRESH_COOKIE = 'okr_refresh';
