// What every route module of the mocks builds its handlers from, in one import: the caller and
// the API's permission guard, reading the request, and answering as the API does.
export { callerResolver } from './authenticate';
export { guardedCaller } from './guardedCaller';
export { respondPage } from './paging';
export { readBody } from './readBody';
export { readQuery } from './readQuery';
export { apiError, apiUrl, arrayOf, fail, noContent, rateLimited, respond } from './respond';
