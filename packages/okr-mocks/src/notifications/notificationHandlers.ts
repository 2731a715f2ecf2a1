import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { apiPaths } from '@okr/contract';
import { NotificationList } from '@okr/contract/schemas';
import type { DbSource } from '../lib/DbSource';
import { neverAnswer } from '../lib/neverAnswer';
import { apiUrl, internalError, respond } from '../lib/respond';
import { notificationRoutes } from './notificationRoutes';

export interface NotificationHandlers {
  /** List, mark read, preferences over the model, as the API answers them; the stream answers the current count once. */
  default: HttpHandler[];
  /** No notifications at all (the "nothing new" state). */
  empty: HttpHandler[];
  /** The list stays pending. */
  loading: HttpHandler[];
  /** The list fails with the API's real 500 answer. */
  error: HttpHandler[];
  /** The live stream fails (500) while the rest answers: the bell polls and says so. */
  streamDown: HttpHandler[];
}

/** The `notifications` handler group over a db source, with its variants. */
export function createNotificationHandlers(source: DbSource): NotificationHandlers {
  const all = Object.values(notificationRoutes(source));
  const list = apiUrl(apiPaths.notifications.list);
  return {
    default: all,
    empty: [http.get(list, () => respond(NotificationList, [])), ...all],
    loading: [http.get(list, neverAnswer), ...all],
    error: [http.get(list, internalError), ...all],
    streamDown: [http.get(apiUrl(apiPaths.notifications.stream), internalError), ...all],
  };
}
