import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { apiPaths } from '@okr/contract';
import { WeekResponse } from '@okr/contract/schemas';
import { apiUrl, callerResolver, respond } from '../lib/routeKit';
import type { PrepareCaller } from '../lib/authenticate';
import type { DbSource } from '../lib/DbSource';
import { weekItemsOf } from './weekItems';

/** `GET /me/week` as the API answers it; `prepare` lets a scenario shape the caller's data first. */
export function weekRoutes(source: DbSource, prepare?: PrepareCaller) {
  const caller = callerResolver(source, prepare);
  const week = http.get(apiUrl(apiPaths.me.week), ({ request }) => {
    const { db, user } = caller(request);
    return respond(WeekResponse, weekItemsOf(db, user.id, user.timeZone));
  });
  return { week } satisfies Record<string, HttpHandler>;
}
