// `@okr/client`: the OKR API for a partner's scripts and servers, typed by `@okr/contract`.
export { createOkrClient } from './createOkrClient';
export type { OkrClient, OkrClientOptions } from './createOkrClient';
export { OkrApiError, isOkrApiError } from './OkrApiError';
export type { RateLimit } from './OkrApiError';
export { nextPageOf, rateLimitOf } from './readAnswer';
