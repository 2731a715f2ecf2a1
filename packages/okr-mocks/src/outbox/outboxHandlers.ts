import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { apiPaths } from '@okr/contract';
import { OutboxEmailList } from '@okr/contract/schemas';
import type { DbSource } from '../lib/DbSource';
import { neverAnswer } from '../lib/neverAnswer';
import { apiError, apiUrl, internalError, respond } from '../lib/respond';
import { SUPER_ADMIN_ONLY_MESSAGE } from '../lib/superAdminOnly';
import { outboxRoutes } from './outboxRoutes';

export interface OutboxHandlers {
  /** The outbox of the db (`queueEmail` and the password-reset flow add to it). */
  default: HttpHandler[];
  /** The list answers an empty page, whatever the db holds. */
  empty: HttpHandler[];
  /** Every outbox call fails with the API's real 500 answer. */
  error: HttpHandler[];
  /** Every outbox call stays pending. */
  slow: HttpHandler[];
  /** Every outbox call answers the API's 403, as to a signed-in user who is not a super administrator. */
  forbidden: HttpHandler[];
  /** Every outbox call answers the API's 401, as once the session is gone. */
  signedOut: HttpHandler[];
}

const everyOutboxCall = [apiUrl(apiPaths.admin.outbox), apiUrl(`${apiPaths.admin.outbox}/*`)];
const onEvery = (resolver: () => Response | Promise<Response>) => everyOutboxCall.map((path) => http.get(path, resolver));

/** The admin outbox handler group (`/admin/outbox/**`) over a db source, with its scenarios. */
export function createOutboxHandlers(source: DbSource): OutboxHandlers {
  const routes = outboxRoutes(source);
  const all = Object.values(routes);
  return {
    default: all,
    empty: [http.get(apiUrl(apiPaths.admin.outbox), () => respond(OutboxEmailList, { items: [], total: 0 })), routes.detail],
    error: onEvery(internalError),
    slow: onEvery(neverAnswer),
    forbidden: onEvery(() => apiError('FORBIDDEN', SUPER_ADMIN_ONLY_MESSAGE)),
    signedOut: onEvery(() => apiError('UNAUTHENTICATED', 'Authentication required')),
  };
}
