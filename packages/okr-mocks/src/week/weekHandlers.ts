import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { apiPaths } from '@okr/contract';
import { WeekResponse } from '@okr/contract/schemas';
import type { DbSource } from '../lib/DbSource';
import { neverAnswer } from '../lib/neverAnswer';
import { apiUrl, internalError, respond } from '../lib/respond';
import { digestUnsubscribeRoutes } from './digestUnsubscribeRoutes';
import { weekRoutes } from './weekRoutes';
import { weekInSeveralOrganizations } from './weekScenarios';

export interface WeekHandlers {
  /** `GET /me/week` over the model, as the API answers it, and the digest's unsubscribe link (JSON answers). */
  default: HttpHandler[];
  /** The caller has nothing this week: `[]` (the "your week is clear" state). */
  empty: HttpHandler[];
  /** `GET /me/week` stays pending. */
  loading: HttpHandler[];
  /** `GET /me/week` fails with the API's real 500 answer. */
  error: HttpHandler[];
  /** The caller is also an Editor in Initech and Umbrella Corporation, with a check-in due, a task at risk and a task due in each. */
  severalOrganizations: HttpHandler[];
}

/** The `week` handler group (My week, across organizations) over a db source, with its variants. */
export function createWeekHandlers(source: DbSource): WeekHandlers {
  const unsubscribe = Object.values(digestUnsubscribeRoutes(source));
  const all = [...Object.values(weekRoutes(source)), ...unsubscribe];
  const url = apiUrl(apiPaths.me.week);
  return {
    default: all,
    empty: [http.get(url, () => respond(WeekResponse, [])), ...all],
    loading: [http.get(url, neverAnswer), ...all],
    error: [http.get(url, internalError), ...all],
    severalOrganizations: [...Object.values(weekRoutes(source, weekInSeveralOrganizations)), ...unsubscribe],
  };
}
