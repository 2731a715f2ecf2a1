// Plain values, no zod: UI bundles import these at run time.

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Lifetime of an access token, in seconds (15 minutes). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** Name of the HttpOnly cookie that carries the refresh token. */
export const REFRESH_COOKIE = 'okr_refresh';
/** Header that selects the current organization of a request. */
export const ORGANIZATION_HEADER = 'X-Organization-Id';

/** The public contact form's limits (api-contract.md, `POST /contact`). */
export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
/** Largest page of `GET /admin/contact-messages`. */
export const CONTACT_PAGE_SIZE_MAX = 100;
