import { http } from 'msw';
import type { HttpHandler } from 'msw';
import type { DbSource } from '../lib/DbSource';
import { neverAnswer } from '../lib/neverAnswer';
import { apiError, apiUrl, internalError } from '../lib/respond';
import { SUPER_ADMIN_ONLY_MESSAGE } from '../lib/superAdminOnly';
import { adminRoutes } from './adminRoutes';

export interface AdminHandlers {
  default: HttpHandler[];
  /** Every `/admin/**` call stays pending (loading states). */
  slow: HttpHandler[];
  /** Every `/admin/**` call fails with the API's real 500 answer. */
  error: HttpHandler[];
  /** Every `/admin/**` call answers the API's 403, as to a signed-in user who is not a super administrator. */
  forbidden: HttpHandler[];
  /** Every `/admin/**` call answers the API's 401, as once the session is gone. */
  signedOut: HttpHandler[];
}

const adminAll = apiUrl('/admin/*');

/** The super-administrator handler group (`/admin/**`, `GET /audit-events`) over a db source, with its scenarios. */
export function createAdminHandlers(source: DbSource): AdminHandlers {
  return {
    default: Object.values(adminRoutes(source)),
    slow: [http.all(adminAll, neverAnswer)],
    error: [http.all(adminAll, internalError)],
    forbidden: [http.all(adminAll, () => apiError('FORBIDDEN', SUPER_ADMIN_ONLY_MESSAGE))],
    signedOut: [http.all(adminAll, () => apiError('UNAUTHENTICATED', 'Authentication required'))],
  };
}
