import { http } from 'msw';
import type { HttpHandler } from 'msw';
import type { DbSource } from '../lib/DbSource';
import { neverAnswer } from '../lib/neverAnswer';
import { preparedSource } from '../lib/preparedSource';
import { apiUrl, internalError } from '../lib/respond';
import { scimRoutes } from './scimRoutes';
import { addScimDirectory, makeAcmeScimReady } from './scimSeed';

const tokensPath = apiUrl('/organizations/:id/scim-tokens');
const eventsPath = apiUrl('/organizations/:id/scim-events');

/** The SCIM settings handler group (the DirectorySync panel's calls). By default Acme Corp is on Pro: creating a token answers 402. */
export function createScimHandlers(source: DbSource) {
  const routes = (from: DbSource) => Object.values(scimRoutes(from));
  const all = routes(source);
  return {
    default: all,
    /** Acme Corp on Enterprise, nothing provisioned yet. */
    enterprise: routes(preparedSource(source, makeAcmeScimReady)),
    /** Acme Corp provisioned: a token in use and a revoked one, two groups (one mapped to Editor), recent events. */
    provisioned: routes(preparedSource(source, addScimDirectory)),
    /** Listing tokens stays pending. */
    slow: [http.get(tokensPath, neverAnswer), ...all],
    /** Listing tokens fails with the API's real 500 answer. */
    error: [http.get(tokensPath, internalError), ...all],
    /** The recent events fail with the API's real 500 answer. */
    eventsError: [http.get(eventsPath, internalError), ...all],
  } satisfies Record<string, HttpHandler[]>;
}

export type ScimHandlers = ReturnType<typeof createScimHandlers>;
