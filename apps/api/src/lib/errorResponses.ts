import { ErrorBody } from '@okr/contract/schemas';

export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 422 | 429;

/** Response schemas of the error statuses a route can answer, for the OpenAPI document. */
export function errorResponses(...statuses: ErrorStatus[]): Partial<Record<ErrorStatus, typeof ErrorBody>> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBody]));
}

/** Marks a route as needing `Authorization: Bearer <accessToken>` in the OpenAPI document (set from its guard). */
export const bearerAuth = [{ bearerAuth: [] }];

/** A route an API key may call too (`Authorization: Bearer okr_...`): either scheme. */
export const bearerOrApiKey: { [scheme: string]: string[] }[] = [{ bearerAuth: [] }, { apiKey: [] }];

/** A `/scim/v2` route: `Authorization: Bearer scim_...`, a SCIM token of the organization. */
export const scimTokenAuth = [{ scimToken: [] }];
