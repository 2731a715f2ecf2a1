import type { MockDb } from '../db/MockDb';
import type { DbSource } from '../lib/DbSource';
import { callerResolver } from '../lib/routeKit';
import { aiOrganizationOf } from './aiOrganizationOf';
import { aiStateOf } from './aiState';
import type { AiState } from './aiState';

/** Changes to the db state before the first answer (a scenario). */
export type PrepareAiState = (state: AiState, organizationId: string, db: MockDb) => void;

/**
 * Resolves what an assistant call works on: the caller, their organization and its AI state,
 * first running `prepare` once per state and organization.
 */
export function aiContextResolver(source: DbSource, prepare?: PrepareAiState) {
  const caller = callerResolver(source);
  const prepared = new WeakMap<AiState, Set<string>>();
  return (request: Request) => {
    const { db, user } = caller(request);
    const organizationId = aiOrganizationOf(request, db, user);
    const state = aiStateOf(db);
    if (prepare) {
      const done = prepared.get(state) ?? new Set<string>();
      prepared.set(state, done);
      if (!done.has(organizationId)) {
        done.add(organizationId);
        prepare(state, organizationId, db);
      }
    }
    return { db, user, organizationId, state };
  };
}
