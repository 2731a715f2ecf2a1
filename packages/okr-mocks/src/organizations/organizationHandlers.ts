import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { apiPaths } from '@okr/contract';
import type { DbSource } from '../lib/DbSource';
import { neverAnswer } from '../lib/neverAnswer';
import { apiUrl, internalError } from '../lib/respond';
import { mfaPolicyMockRoutes } from './mfaPolicyMockRoutes';
import { organizationRoutes } from './organizationRoutes';
import { joinManyOrganizations, keepOneOrganization, leaveAllOrganizations } from './organizationScenarios';

export interface OrganizationHandlers {
  default: HttpHandler[];
  /** The caller belongs to a single organization (the one the session is in). */
  one: HttpHandler[];
  /** The caller belongs to ten organizations. */
  many: HttpHandler[];
  /** The caller belongs to none. */
  empty: HttpHandler[];
  /** Switching fails with the API's real 500 answer: the client falls back to its default. */
  switchError: HttpHandler[];
  /** Every organization call stays pending. */
  slow: HttpHandler[];
  /** Listing the organizations fails with the API's real 500 answer. */
  error: HttpHandler[];
}

const paths = apiPaths.organizations;

/** The organization handler group over a db source, with its scenarios. */
export function createOrganizationHandlers(source: DbSource): OrganizationHandlers {
  const policy = Object.values(mfaPolicyMockRoutes(source));
  const all = [...Object.values(organizationRoutes(source)), ...policy];
  return {
    default: all,
    one: [...Object.values(organizationRoutes(source, keepOneOrganization)), ...policy],
    many: [...Object.values(organizationRoutes(source, joinManyOrganizations)), ...policy],
    empty: [...Object.values(organizationRoutes(source, leaveAllOrganizations)), ...policy],
    switchError: [http.post(apiUrl(paths.switch), internalError), ...all],
    slow: [http.all(apiUrl(paths.list), neverAnswer), http.all(apiUrl(`${paths.list}/*`), neverAnswer)],
    error: [http.get(apiUrl(paths.list), internalError), http.get(apiUrl(paths.user), internalError), ...all],
  };
}
